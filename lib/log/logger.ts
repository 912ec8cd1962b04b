import pino from "pino";

import { env } from "@/lib/env";
import { currentRequestContext } from "@/lib/log/request-context";

// The app's log: one JSON object per line on standard output (API.md "Operations"): `level` as a word, `time`
// in ISO 8601, `msg`, and `requestId` on every line written while a request is being served. What is logged
// never includes a secret, a password, a cookie, a token or a query string: request lines carry the path
// alone (lib/http/request-log.ts), errors their kind and stack frames (lib/http/error-log.ts), and the keys
// below are blanked should an object holding them ever be logged.

export const REDACTED_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "token",
  "secret",
  "authorization",
  "cookie",
  "set-cookie",
  "query",
  "search",
];

const KEY = Symbol.for("auto-premium.logger");

const ACCESS_KEY = Symbol.for("auto-premium.access-logger");

const baseOptions: pino.LoggerOptions = {
  level: env.LOG_LEVEL,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

/** A logger with the app's settings, writing to standard output or to `destination`. */
export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    ...baseOptions,
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
    redact: {
      paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`].map((path) => quotePath(path))),
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The logger of the one line per request (lib/http/request-log.ts), whose fields are fixed and hold nothing to
 * blank: without the redaction pass, which would cost each request about twice the line's own writing.
 */
export function createAccessLogger(destination?: pino.DestinationStream): pino.Logger {
  return destination ? pino(baseOptions, destination) : pino(baseOptions);
}

/** pino's redact paths take bracket notation for keys that are not identifiers ("set-cookie"). */
function quotePath(path: string): string {
  return path
    .split(".")
    .map((part, index) =>
      part === "*" || /^[A-Za-z_$][\w$]*$/.test(part) ? `${index ? "." : ""}${part}` : `["${part}"]`,
    )
    .join("");
}

/** The one logger of the process (shared by every bundle Next.js loads this module into). */
export const logger: pino.Logger = ((globalThis as { [KEY]?: pino.Logger })[KEY] ??= createLogger());

export const accessLogger: pino.Logger = ((globalThis as { [ACCESS_KEY]?: pino.Logger })[ACCESS_KEY] ??=
  createAccessLogger());

export type Logger = pino.Logger;
