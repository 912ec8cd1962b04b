import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import { freePort } from "../helpers/app-server";
import { keepOutput, spawnApp, waitUntilHealthy } from "../helpers/child-app";

// The app started the way an operator starts it, `npm start`, in a process group of its own (as a terminal or a
// service manager would), with helpers to see every process it runs.

export type NpmApp = {
  baseUrl: string;
  npm: ChildProcess;
  exit: Promise<number | null>;
  log(): string;
  kill(): void;
};

export async function npmStart(
  dataDir: string,
  script = "start",
  options: { cwd?: string } = {},
): Promise<NpmApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const npm = spawnApp("npm", ["run", "--silent", script], {
    port,
    dataDir,
    cwd: options.cwd,
    env: {
      DATABASE_URL: undefined,
      SITE_URL: baseUrl,
      NODE_OPTIONS: undefined,
      // The demo accounts sign in; requests spread over X-Forwarded-For addresses.
      DEMO_ACCOUNTS: "1",
      TRUST_PROXY: "loopback",
    },
  });
  const log = keepOutput(npm, 30_000);
  const exit = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  const kill = () => {
    for (const pid of processTree(npm.pid!)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  };
  try {
    await waitUntilHealthy(baseUrl, npm, 240_000);
  } catch (error) {
    kill();
    throw new Error(`npm ${script} did not serve: ${(error as Error).message}\n${log()}`);
  }
  return { baseUrl, npm, exit, log, kill };
}

/** Parent pid of every live process, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (fields[0] !== "Z") map.set(Number(entry), Number(fields[1]));
    } catch {
      // Exited meanwhile.
    }
  }
  return map;
}

/** `root` and all its live descendants (npm, the launcher, Next.js, PostgreSQL and its server processes). */
export function processTree(root: number): number[] {
  const map = parents();
  const tree = map.has(root) ? [root] : [];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of map) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

export function isAlive(pid: number): boolean {
  const map = parents();
  return map.has(pid);
}
