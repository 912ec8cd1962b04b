import { spawn, type ChildProcess } from "node:child_process";

import { childProcessEnv } from "@/lib/env";

// The app (`next start`, the launcher or `npm start`) run as a child process by tests and benchmarks: spawned
// `detached` (a process group of its own) with piped output, so that it can be stopped with all it started.

export type SupervisedChild = {
  /** The last `keepChars` characters of its output (see keepOutput). */
  log(): string;
  /** SIGTERM, then SIGKILL to its whole process group if it has not exited after `forceKillAfterMs`. */
  stop(): Promise<void>;
  /** SIGKILL to its whole process group at once. */
  kill(): void;
};

/**
 * Spawns `command` in a process group of its own with piped output, serving on 127.0.0.1:`port` from `dataDir`;
 * `env` adds to (or, with undefined, removes from) this process's environment.
 */
export function spawnApp(
  command: string,
  args: string[],
  options: { port: number; dataDir: string; cwd?: string; env: Record<string, string | undefined> },
): ChildProcess {
  return spawn(command, args, {
    cwd: options.cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: childProcessEnv({
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      NEXTAUTH_URL: `http://127.0.0.1:${options.port}`,
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
    }),
  });
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Keeps the last `keepChars` characters of the child's stdout and stderr, interleaved. */
export function keepOutput(child: ChildProcess, keepChars: number): () => string {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keepChars);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => output;
}

/** Keeps the child's output and knows how to stop it (see SupervisedChild). */
export function superviseChild(
  child: ChildProcess,
  options: {
    keepChars: number;
    forceKillAfterMs: number;
    /**
     * Who gets the SIGTERM: "child" for the launcher, which stops Next.js and then PostgreSQL itself, in that
     * order; "group" for a process that does not pass it on.
     */
    sigterm: "child" | "group";
    /** Runs once it has exited after stop(). */
    onExit?: () => void;
  },
): SupervisedChild {
  const kill = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (hasExited(child)) return resolve();
      const force = setTimeout(kill, options.forceKillAfterMs);
      child.once("exit", () => {
        clearTimeout(force);
        options.onExit?.();
        resolve();
      });
      process.kill(options.sigterm === "group" ? -child.pid! : child.pid!, "SIGTERM");
    });
  return { log: keepOutput(child, options.keepChars), stop, kill };
}

/**
 * Polls `url` until it answers below 500; rejects after `timeoutMs`, or as soon as `child` (when given) has
 * exited, since nothing will answer then.
 */
export async function waitForHttp(url: string, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child && hasExited(child))
      throw new Error(`it exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/** Waits for the app's /api/health to answer (see waitForHttp). */
export function waitUntilHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  return waitForHttp(`${baseUrl}/api/health`, timeoutMs, child);
}
