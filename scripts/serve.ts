// `npm run dev | build | start`: loads the `.env` files, makes sure a migrated PostgreSQL is there (the embedded
// one under DATA_DIR when DATABASE_URL is unset, seeded with demo data when empty), then runs Next.js with it.
//
// Stopping: SIGTERM or SIGINT to any process of the app stops all of it, in order — Next.js stops accepting
// connections and finishes its requests, then PostgreSQL shuts down cleanly — and the launcher exits 0 (a dev or
// production server that was asked to stop has not failed; an interrupted build still reports the signal).
// - npm forwards the signal to its script's process, and the scripts `exec` node running this file directly
//   (no shell, no `tsx` wrapper process in between), so the launcher is the process npm signals;
// - Next.js is in the launcher's process group (a terminal's Ctrl-C reaches both) and exits on its own after
//   draining; the launcher then stops PostgreSQL, which runs in its own process group so it is stopped last;
// - the launcher notices when its parent disappears without signalling it (npm killed with -9) and stops the
//   app, and Next.js likewise notices a launcher that disappeared (see stop-with-parent.cjs).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

import type { PreparedDatabase } from "@/lib/db/prepare";
import { loadEnvFiles } from "@/lib/env-files";

const MODES = ["dev", "build", "start"] as const;
type Mode = (typeof MODES)[number];
// Next.js's drain, then PostgreSQL's shutdown (at most 8 s), stay within the 30 s process managers allow.
const NEXT_STOP_TIMEOUT_MS = 20_000;
const PARENT_CHECK_INTERVAL_MS = 500;
const OUTPUT_DRAIN_MS = 1_000;
const SIGNAL_EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

async function main() {
  const mode = process.argv[2] as Mode;
  if (!MODES.includes(mode)) throw new Error(`usage: serve.ts ${MODES.join("|")}`);
  const loaded = loadEnvFiles(mode === "dev" ? "development" : "production");

  // Read the environment only now that the `.env` files are in it.
  const { logger } = await import("@/lib/log/logger");
  const { forwardAsJsonLines } = await import("@/lib/log/child-output");
  for (const file of loaded) logger.info(`[env] loaded ${path.relative(process.cwd(), file)}`);
  const { prepareDatabase } = await import("@/lib/db/prepare");
  const { childProcessEnv, env, siteUrl } = await import("@/lib/env");
  const { hostnameArgument, listenOptions, withNodeOptions } = await import("@/lib/http/listen-address");
  const { resolveAuthSecret } = await import("@/lib/secrets");

  // Settings that refuse the start are checked before anything is started.
  const listen = mode === "build" ? { args: [] } : listenOptions(hostnameArgument(process.argv.slice(3)));
  const authSecret = resolveAuthSecret({ production: mode === "start" });

  // What the stop handlers need to know, filled in as the app starts.
  const app: {
    database?: PreparedDatabase;
    child?: ChildProcess;
    stopRequested?: string;
    shuttingDown?: boolean;
  } = {};

  const shutdown = async (exitCode: number) => {
    if (app.shuttingDown) return;
    app.shuttingDown = true;
    if (app.child) await stopChild(app.child);
    await app.database?.close();
    process.exit(exitCode);
  };
  const stopCode = () => (mode === "build" ? (SIGNAL_EXIT_CODES[app.stopRequested ?? ""] ?? 1) : 0);
  const requestStop = (reason: string) => {
    app.stopRequested ??= reason;
    // While the database is being prepared, the stop waits for it (a half-started PostgreSQL must not be left).
    if (app.database) void shutdown(stopCode());
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => requestStop(signal));
  watchParent(() => requestStop("parent exited"));

  const database = await prepareDatabase({
    supervise: mode !== "build",
    mode,
    log: (line) => logger.info(line),
  });
  app.database = database;
  if (app.stopRequested) return void shutdown(stopCode());

  const nextBin = path.resolve("node_modules", ".bin", "next");
  const args = mode === "build" ? ["build"] : [mode, "--port", String(env.PORT), ...listen.args];
  const child = spawn(nextBin, args, {
    // A running app's output is turned into JSON lines (lib/log/child-output.ts); a build's is for people.
    stdio: mode === "build" ? "inherit" : ["inherit", "pipe", "pipe"],
    env: childProcessEnv({
      DATABASE_URL: database.url,
      EMBEDDED_DATABASE: database.embedded ? "1" : undefined,
      AUTH_SECRET: authSecret,
      NEXTAUTH_URL: env.NEXTAUTH_URL ?? siteUrl,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: withNodeOptions(
        withNodeOptions(process.env.NODE_OPTIONS, listen.nodeOptions),
        stopWithParent(),
      ),
      // Next.js reads NODE_ENV itself; a stale value from the shell would confuse `next dev`.
      NODE_ENV: undefined,
    }),
  });
  app.child = child;
  if (child.stdout) forwardAsJsonLines(child.stdout, logger, "info");
  if (child.stderr) forwardAsJsonLines(child.stderr, logger, "warn");
  onceFinished(child, (code, signal) => {
    if (mode === "build") return void shutdown(app.stopRequested ? stopCode() : (code ?? 1));
    // Next.js exits 130/143 after draining when it received the signal itself (every process signalled at once).
    const stopped = code === 0 || code === 130 || code === 143 || signal === "SIGINT" || signal === "SIGTERM";
    void shutdown(app.stopRequested || stopped ? 0 : (code ?? 1));
  });
}

/** The NODE_OPTIONS by which Next.js's processes stop themselves when their parent process disappears. */
function stopWithParent(): string {
  return `--require ${JSON.stringify(path.resolve("scripts", "stop-with-parent.cjs"))}`;
}

/** Calls `onOrphaned` once if the process that started this one exits without stopping it. */
function watchParent(onOrphaned: () => void) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onOrphaned();
    }
  }, PARENT_CHECK_INTERVAL_MS);
  timer.unref();
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), NEXT_STOP_TIMEOUT_MS);
    onceFinished(child, () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Calls `done` once the child has exited and its last output lines have been read (the pipes closed), or
 * OUTPUT_DRAIN_MS after its exit should a process it started keep them open.
 */
function onceFinished(
  child: ChildProcess,
  done: (code: number | null, signal: NodeJS.Signals | null) => void,
): void {
  let called = false;
  const finish = (code: number | null, signal: NodeJS.Signals | null) => {
    if (called) return;
    called = true;
    done(code, signal);
  };
  child.once("close", finish);
  child.once("exit", (code, signal) => setTimeout(() => finish(code, signal), OUTPUT_DRAIN_MS));
}

main().catch(async (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const { logger } = await import("@/lib/log/logger");
    logger.fatal(message);
  } catch {
    // The environment itself is invalid: the logger cannot be made.
    console.error(message);
  }
  process.exit(1);
});
