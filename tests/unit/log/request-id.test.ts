import { PassThrough } from "node:stream";

import pino from "pino";
import { describe, expect, it } from "vitest";

import { forwardAsJsonLines } from "@/lib/log/child-output";
import { requestIdFor } from "@/lib/http/request-id";
import { pathOf } from "@/lib/http/request-log";

describe("requestIdFor", () => {
  it("keeps a trusted proxy's id when it is 1-64 characters of A-Z a-z 0-9 . _ -", () => {
    expect(requestIdFor("abc-123_X.y", true)).toBe("abc-123_X.y");
    expect(requestIdFor("a".repeat(64), true)).toBe("a".repeat(64));
  });

  it("makes a new one for anyone else, or for an id out of the rules", () => {
    for (const [incoming, trusted] of [
      ["abc-123", false],
      ["a".repeat(65), true],
      ["", true],
      ["tem espaço", true],
      ["x\ny", true],
      [["a", "b"], true],
      [undefined, true],
    ] as const) {
      const id = requestIdFor(incoming as string | string[] | undefined, trusted);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("pathOf", () => {
  it("drops the query and the fragment", () => {
    expect(pathOf("/cars?marca=Toyota&token=x")).toBe("/cars");
    expect(pathOf("/auth#senha")).toBe("/auth");
    expect(pathOf(undefined)).toBe("/");
    expect(pathOf(`/${"a".repeat(500)}`)).toHaveLength(200);
  });
});

describe("forwardAsJsonLines", () => {
  it("passes the app's JSON lines through and turns anything else into one", async () => {
    const input = new PassThrough();
    const written: string[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => written.push(...chunk.toString().trim().split("\n")));
    const logger = pino({ base: undefined, formatters: { level: (label) => ({ level: label }) } }, sink);
    const lines: string[] = [];
    forwardAsJsonLines(input, logger, "warn", (line) => lines.push(line));
    input.end('{"level":"info","msg":"request"}\n\u001b[33m⚠ aviso do Next.js\u001b[39m\n\n[1,2]\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual(['{"level":"info","msg":"request"}']);
    expect(written.map((line) => JSON.parse(line) as { level: string; msg: string })).toMatchObject([
      { level: "warn", msg: "⚠ aviso do Next.js" },
      { level: "warn", msg: "[1,2]" },
    ]);
  });
});
