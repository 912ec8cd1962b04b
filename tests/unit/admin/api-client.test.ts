import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError, NETWORK_ERROR, apiRequest, serverErrorOf } from "@/lib/api-client";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? "oops" : JSON.stringify(body), { status }));

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiRequest (admin tabs → /api)", () => {
  it("sends JSON with the session cookie and returns the data", async () => {
    const fetchMock = answer(200, { ticket: { id: "t1" } });
    vi.stubGlobal("fetch", fetchMock);
    expect(
      await apiRequest("/api/contact-tickets/t1", { method: "PUT", json: { status: "resolved" } }),
    ).toEqual({ ticket: { id: "t1" } });
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

  it("sends a multipart body as it is, without a JSON content type", async () => {
    const fetchMock = answer(201, { expense: { id: "e1" } });
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.set("description", "Pneus");
    expect(await apiRequest("/api/expenses", { method: "POST", form })).toEqual({ expense: { id: "e1" } });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/expenses",
      expect.objectContaining({ method: "POST", body: form, headers: undefined }),
    );
  });

  it("throws the server's error with its field messages, or 'HTTP error! status: N' when the body has none", async () => {
    vi.stubGlobal("fetch", answer(400, { error: "Dados inválidos", fields: { amount: "Valor inválido" } }));
    const invalid = await failureOf(apiRequest("/x"));
    expect(invalid).toMatchObject({
      status: 400,
      message: "Dados inválidos",
      serverError: "Dados inválidos",
      fields: { amount: "Valor inválido" },
    });
    expect(serverErrorOf(invalid)).toBe("Dados inválidos");

    vi.stubGlobal("fetch", answer(502, undefined));
    const bare = await failureOf(apiRequest("/x"));
    expect(bare).toMatchObject({
      status: 502,
      message: "HTTP error! status: 502",
      serverError: undefined,
      fields: {},
    });
  });

  it("reports a network failure without a status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await failureOf(apiRequest("/x"))).toMatchObject({ status: null, message: NETWORK_ERROR });
  });

  it("lets an aborted read end as the abort, not as a failure to show", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(apiRequest("/x", { signal: controller.signal })).rejects.not.toBeInstanceOf(ApiError);
  });
});
