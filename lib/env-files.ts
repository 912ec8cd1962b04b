import nextEnv from "@next/env";

// `.env` files, read the way Next.js reads them (`.env`, `.env.local`, `.env.development` or `.env.production`
// and their `.local` variants), so the launcher and the scripts see the same settings as the Next.js server.
// A variable already set in the environment always wins over the files.

export type EnvFilesMode = "development" | "production";

let loaded = false;

/** Loads the project's `.env` files into process.env, once; call it before anything reads the environment. */
export function loadEnvFiles(mode: EnvFilesMode, dir = process.cwd()): string[] {
  if (loaded) return [];
  loaded = true;
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, mode === "development", {
    info: () => {},
    error: console.error,
  });
  return loadedEnvFiles.map((file) => file.path);
}
