import { describe, expect, it } from "vitest";

import { siteOrigin, testAddress } from "../helpers/auth";
import { apiUrl } from "../helpers/db";

// Conventions every /api route shares (docs/conventions.md).
describe("API conventions", () => {
  it.each(["GET", "POST", "PUT", "DELETE"])(
    "an unknown /api path answers a JSON 404 to %s",
    async (method) => {
      const response = await fetch(apiUrl("/api/nao-existe/de/jeito-nenhum"), {
        method,
        headers: { Origin: siteOrigin(), "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: "Rota não encontrada" });
    },
  );

  it("answers malformed JSON with 400 and a JSON error", async () => {
    const response = await fetch(apiUrl("/api/contact-tickets"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": testAddress() },
      body: '{"name": "Ana", ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("refuses JSON bodies over 1 MB with 413", async () => {
    const response = await fetch(apiUrl("/api/contact-tickets"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": testAddress() },
      body: JSON.stringify({
        name: "Ana",
        email: "ana@example.com",
        phone: "11987654321",
        message: "x".repeat(1_100_000),
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});
