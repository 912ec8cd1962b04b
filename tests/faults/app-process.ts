import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import { childProcessEnv } from "@/lib/env";

import { freePort, waitForHttp } from "../helpers/app-server";

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
  const npm = spawn("npm", ["run", "--silent", script], {
    cwd: options.cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: childProcessEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      NEXTAUTH_URL: baseUrl,
      SITE_URL: baseUrl,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: undefined,
      // The demo accounts sign in; requests spread over X-Forwarded-For addresses.
      DEMO_ACCOUNTS: "1",
      TRUST_PROXY: "loopback",
    }),
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-30_000);
  };
  npm.stdout?.on("data", keep);
  npm.stderr?.on("data", keep);
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
    let serving = false;
    const exitedEarly = exit.then((code) => {
      if (!serving) throw new Error(`npm exited with ${code} before serving`);
    });
    exitedEarly.catch(() => undefined);
    await Promise.race([waitForHttp(`${baseUrl}/api/health`, 240_000), exitedEarly]);
    serving = true;
  } catch (error) {
    kill();
    throw new Error(`npm ${script} did not serve: ${(error as Error).message}\n${output}`);
  }
  return { baseUrl, npm, exit, log: () => output, kill };
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
