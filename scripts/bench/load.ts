import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// One load run against one URL with wrk (Debian package `wrk`): it runs outside Node, so the load generator
// does not share the app's event loop or JIT.

const run = promisify(execFile);
const WRK = "/usr/bin/wrk";

export type LoadOptions = {
  connections?: number;
  durationSeconds?: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** A wrk Lua script of one's own (e.g. a `request` function mixing several calls); overrides the above. */
  script?: string;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses other than 2xx/3xx plus socket errors. */
  errors: number;
};

export function assertWrkInstalled(): void {
  if (!existsSync(WRK)) throw new Error(`${WRK} is missing: apt-get install -y wrk`);
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return { us: amount / 1000, ms: amount, s: amount * 1000, m: amount * 60_000 }[
    match[2] as "us" | "ms" | "s" | "m"
  ];
}

export function parseWrk(output: string): LoadResult {
  const percentile = (p: string) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: percentile("50"),
    p99Ms: percentile("99"),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) + socketErrors,
  };
}

function luaScript(options: LoadOptions): string | null {
  if (options.script) return options.script;
  if (options.method !== "POST" && !options.headers) return null;
  const lines = [`wrk.method = "${options.method ?? "GET"}"`];
  if (options.body !== undefined) lines.push(`wrk.body = ${JSON.stringify(options.body)}`);
  for (const [name, value] of Object.entries(options.headers ?? {}))
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  return lines.join("\n");
}

export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const connections = options.connections ?? 32;
  const duration = options.durationSeconds ?? 5;
  assertWrkInstalled();
  const args = ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "--timeout", "10s"];
  const script = luaScript(options);
  if (script) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "wrk-")), "request.lua");
    writeFileSync(file, script);
    args.push("-s", file);
  }
  const { stdout } = await run(WRK, [...args, url], { timeout: (duration + 30) * 1000 });
  return parseWrk(stdout);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
