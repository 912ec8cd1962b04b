import { createInterface } from "node:readline";
import type { Readable } from "node:stream";

import type pino from "pino";

// The launcher runs Next.js with its output piped through here, so that standard output holds one JSON object
// per line (API.md "Operations"): the app's own lines, already JSON, go through as they are; what Next.js
// prints by itself (its banner, its warnings) becomes a log line of the given level.

// Terminal colour codes: ESC [ digits and semicolons, then the final letter.
const ANSI_ESCAPE = /\u001b\[[0-9;]*[A-Za-z]/g;

export function forwardAsJsonLines(
  stream: Readable,
  logger: pino.Logger,
  level: "info" | "warn",
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): void {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (isJsonObject(line)) return write(line);
    const text = line.replace(ANSI_ESCAPE, "").trim();
    if (text) logger[level](text);
  });
}

function isJsonObject(line: string): boolean {
  if (!line.startsWith("{")) return false;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
