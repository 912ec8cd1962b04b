import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import {
  HttpError,
  INTERNAL_ERROR,
  SERVICE_UNAVAILABLE,
  isDatabaseUnavailable,
  toErrorResponse,
} from "@/lib/http/errors";
import { logger } from "@/lib/log/logger";

async function read(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("toErrorResponse", () => {
  it("keeps a domain error's status, message, fields and headers", async () => {
    const response = toErrorResponse(
      new HttpError(429, "Muitas tentativas", { headers: { "Retry-After": "60" } }),
    );
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await read(response)).toEqual({ status: 429, body: { error: "Muitas tentativas" } });
  });

  it("answers validation errors 400 with the first message and every field", async () => {
    const result = z
      .object({ name: z.string().min(1, "Nome é obrigatório"), age: z.number("Idade inválida") })
      .safeParse({ name: "" });
    const { status, body } = await read(toErrorResponse(result.error));
    expect(status).toBe(400);
    expect(body.error).toBe("Nome é obrigatório");
    expect(body.fields).toEqual({ name: "Nome é obrigatório", age: "Idade inválida" });
  });

  it("answers 503 when the database is unreachable, however deep the cause", async () => {
    const error = new Error("query failed", {
      cause: { meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } } },
    });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await read(toErrorResponse(error))).toEqual({ status: 503, body: { error: SERVICE_UNAVAILABLE } });
  });

  it("answers 503 and warns when a transaction cannot start or finish in time (a busy database)", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = Object.assign(
      new Error("Transaction API error: Unable to start a transaction in the given time."),
      {
        code: "P2028",
      },
    );
    const { status, body } = await read(toErrorResponse(error));
    expect(status).toBe(503);
    expect(body).toEqual({ error: SERVICE_UNAVAILABLE });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("answers 400 for values PostgreSQL refuses (a NUL byte, an out-of-range number)", async () => {
    const nul = Object.assign(new Error("invalid byte sequence"), {
      meta: { driverAdapterError: { cause: { kind: "postgres", code: "22021" } } },
    });
    const range = Object.assign(new Error("out of range"), { cause: { kind: "ValueOutOfRange" } });
    expect((await read(toErrorResponse(nul))).status).toBe(400);
    expect((await read(toErrorResponse(range))).status).toBe(400);
  });

  it("hides unexpected errors behind a generic 500 and logs them", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const { status, body } = await read(
      toErrorResponse(new Error("SELECT * FROM secret at /srv/app/lib/x.ts:1")),
    );
    expect(status).toBe(500);
    expect(body).toEqual({ error: INTERNAL_ERROR });
    expect(log).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/SELECT|secret/);
    log.mockRestore();
  });
});
