// `npm run dev | build | start`: makes sure a migrated PostgreSQL is there (the embedded one under DATA_DIR when
// DATABASE_URL is unset, seeded with demo data when empty), then runs Next.js with it and, on SIGINT/SIGTERM,
// lets Next.js finish its requests before stopping PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

import { prepareDatabase } from "@/lib/db/prepare";
import { childProcessEnv, env, siteUrl } from "@/lib/env";
import { hostnameArgument, listenOptions, withNodeOptions } from "@/lib/http/listen-address";
import { resolveAuthSecret } from "@/lib/secrets";

const MODES = ["dev", "build", "start"] as const;
type Mode = (typeof MODES)[number];
const NEXT_STOP_TIMEOUT_MS = 30_000;

async function main() {
  const mode = process.argv[2] as Mode;
  if (!MODES.includes(mode)) throw new Error(`usage: serve.ts ${MODES.join("|")}`);

  // Settings that refuse the start are checked before anything is started.
  const listen = mode === "build" ? { args: [] } : listenOptions(hostnameArgument(process.argv.slice(3)));
  const authSecret = resolveAuthSecret({ production: mode === "start" });
  const database = await prepareDatabase({ supervise: mode !== "build", mode, log: (line) => console.log(line) });
  const nextBin = path.resolve("node_modules", ".bin", "next");
  const args = mode === "build" ? ["build"] : [mode, "--port", String(env.PORT), ...listen.args];
  const child = spawn(nextBin, args, {
    stdio: "inherit",
    env: childProcessEnv({
      DATABASE_URL: database.url,
      EMBEDDED_DATABASE: database.embedded ? "1" : undefined,
      AUTH_SECRET: authSecret,
      NEXTAUTH_URL: env.NEXTAUTH_URL ?? siteUrl,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: withNodeOptions(process.env.NODE_OPTIONS, listen.nodeOptions),
      // Next.js reads NODE_ENV itself; a stale value from the shell would confuse `next dev`.
      NODE_ENV: undefined,
    }),
  });

  let shuttingDown = false;
  const shutdown = async (exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await stopChild(child);
    await database.close();
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void shutdown(130));
  process.on("SIGTERM", () => void shutdown(143));
  child.on("exit", (code, signal) => void shutdown(code ?? (signal ? 1 : 0)));
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), NEXT_STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
