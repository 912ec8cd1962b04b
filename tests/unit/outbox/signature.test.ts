import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { isValidWebhookSignature, webhookSignature } from "@/lib/outbox/signature";

// X-Signature: sha256=<hex HMAC-SHA256 of the exact body with WEBHOOK_SECRET> (docs/business-rules.md "Webhooks").

describe("webhook signature", () => {
  const body = JSON.stringify({
    event: "lead.created",
    at: "2026-12-02T13:00:00.000Z",
    data: { id: "x", name: "Zé" },
  });

  it("is the hex HMAC-SHA256 of the body's UTF-8 bytes, prefixed sha256=", () => {
    const expected = createHmac("sha256", "segredo").update(Buffer.from(body, "utf8")).digest("hex");
    expect(webhookSignature(body, "segredo")).toBe(`sha256=${expected}`);
    expect(webhookSignature(body, "segredo")).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("is checked against the exact body and secret", () => {
    const signature = webhookSignature(body, "segredo");
    expect(isValidWebhookSignature(body, "segredo", signature)).toBe(true);
    expect(isValidWebhookSignature(`${body} `, "segredo", signature)).toBe(false);
    expect(isValidWebhookSignature(body, "outro", signature)).toBe(false);
    expect(isValidWebhookSignature(body, "segredo", null)).toBe(false);
    expect(isValidWebhookSignature(body, "segredo", "sha256=00")).toBe(false);
  });
});
