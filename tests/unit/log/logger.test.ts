import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { logRequestError } from "@/lib/http/request-error-log";
import { createLogger, type Logger } from "@/lib/log/logger";
import { runWithRequestContext } from "@/lib/log/request-context";

/** What a logger with the app's settings writes while `work` runs, one parsed object per line. */
function captured(work: (log: Logger) => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().trim().split("\n"));
      callback();
    },
  });
  work(createLogger(sink));
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the app's logger", () => {
  it("writes level, ISO time and msg, and the request's id inside a request", () => {
    const [outside, inside] = captured((log) => {
      log.info("fora");
      runWithRequestContext({ requestId: "req-123" }, () => log.warn("dentro"));
    });
    expect(outside).toMatchObject({ level: "info", msg: "fora" });
    expect(outside).not.toHaveProperty("requestId");
    expect(Date.parse(outside!.time as string)).not.toBeNaN();
    expect(inside).toMatchObject({ level: "warn", msg: "dentro", requestId: "req-123" });
  });

  it("blanks passwords, tokens, cookies and queries in logged objects", () => {
    const [line] = captured((log) =>
      log.info(
        {
          password: "segredo1",
          user: { newPassword: "segredo2", token: "segredo3" },
          headers: { cookie: "segredo4", "set-cookie": "segredo5", authorization: "segredo6" },
          query: "q=segredo7",
        },
        "objeto",
      ),
    );
    expect(JSON.stringify(line)).not.toMatch(/segredo/);
    expect(line).toMatchObject({ password: "[redacted]", user: { token: "[redacted]" } });
  });

  it("logs an error Next.js caught by its kind and frames, with the path but no query or message", () => {
    const error = new TypeError("falhou com cpf 529.982.247-25");
    const [line] = captured((log) =>
      logRequestError(
        error,
        { path: "/car/abc?token=segredo", method: "GET", headers: { "x-request-id": "req-9" } },
        {
          routerKind: "App Router",
          routePath: "/car/[id]",
          routeType: "render",
          revalidateReason: undefined,
        },
        log,
      ),
    );
    expect(line).toMatchObject({
      level: "error",
      msg: "request error",
      requestId: "req-9",
      method: "GET",
      path: "/car/abc",
      route: "/car/[id]",
    });
    expect(line!.err).toMatch(/^TypeError/);
    expect(JSON.stringify(line)).not.toMatch(/segredo|529\.982/);
  });
});
