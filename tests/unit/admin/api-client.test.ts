import { afterEach, describe, expect, it, vi } from "vitest";

import { NETWORK_ERROR, requestJson } from "@/lib/admin/api-client";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? "oops" : JSON.stringify(body), { status }));

describe("requestJson (admin tabs → /api)", () => {
  it("sends JSON with the session cookie and returns the data", async () => {
    const fetchMock = answer(200, { ticket: { id: "t1" } });
    vi.stubGlobal("fetch", fetchMock);
    expect(
      await requestJson("/api/contact-tickets/t1", { method: "PUT", body: { status: "resolved" } }),
    ).toEqual({
      ok: true,
      data: { ticket: { id: "t1" } },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/contact-tickets/t1",
      expect.objectContaining({
        method: "PUT",
        body: '{"status":"resolved"}',
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
      }),
    );
  });

  it("carries the server's error, or 'HTTP error! status: N' when the body has none", async () => {
    vi.stubGlobal("fetch", answer(404, { error: "Ticket não encontrado" }));
    expect(await requestJson("/x")).toEqual({
      ok: false,
      status: 404,
      message: "Ticket não encontrado",
      serverError: "Ticket não encontrado",
    });
    vi.stubGlobal("fetch", answer(502, undefined));
    expect(await requestJson("/x")).toEqual({
      ok: false,
      status: 502,
      message: "HTTP error! status: 502",
      serverError: undefined,
    });
  });

  it("reports a network failure without a status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await requestJson("/x")).toEqual({ ok: false, message: NETWORK_ERROR });
  });
});
