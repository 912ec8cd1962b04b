import { createHmac, timingSafeEqual } from "node:crypto";

// Webhook signatures (docs/business-rules.md "Webhooks"): `X-Signature: sha256=<hex HMAC-SHA256 of the exact body
// with WEBHOOK_SECRET>`. A receiver recomputes it over the raw bytes it got and compares.

export const SIGNATURE_HEADER = "X-Signature";

export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** Constant-time check of a received signature (what a receiver does; used by the tests). */
export function isValidWebhookSignature(body: string, secret: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(body, secret));
  const received = Buffer.from(header);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
