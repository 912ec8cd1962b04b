import "server-only";

import { env } from "@/lib/env";
import { SIGNATURE_HEADER, webhookSignature } from "@/lib/outbox/signature";

// POSTing an event to WEBHOOK_URL with its HMAC signature. A non-2xx answer, a redirect or no answer within the
// timeout is a failed attempt (retried like e-mail).

const TIMEOUT_MS = 10_000;

/** The origin shown for webhook messages: the URL's path often carries a token, so it is never displayed. */
export function webhookTarget(): string | null {
  return env.WEBHOOK_URL ? new URL(env.WEBHOOK_URL).origin : null;
}

export async function postWebhook(messageId: string, event: string, body: string): Promise<void> {
  if (!env.WEBHOOK_URL) throw new Error("WEBHOOK_URL is not set");
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    "User-Agent": "auto-premium-webhooks/1",
    "X-Webhook-Event": event,
    // The same id on every attempt: a receiver that got it already can drop the repeat.
    "X-Webhook-Id": messageId,
  };
  if (env.WEBHOOK_SECRET) headers[SIGNATURE_HEADER] = webhookSignature(body, env.WEBHOOK_SECRET);
  const response = await fetch(env.WEBHOOK_URL, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status}`);
}
