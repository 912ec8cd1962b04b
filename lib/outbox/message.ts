// What the outbox stores and the transports send. No server imports.

/** An e-mail to write to the outbox (enqueueEmail). */
export type EmailMessage = {
  /** One recipient address. */
  to: string;
  subject: string;
  /** The plain-text part (every e-mail has one). */
  text: string;
  /** A simple HTML part with the same content. */
  html: string;
  /** An RFC 5545 calendar (METHOD:REQUEST), sent as a text/calendar invitation. */
  calendar?: string;
  replyTo?: string;
  /** The lead the message is about: its timeline shows the message. */
  ticketId?: string | null;
  /** An automatic reply (to a shopper): marked Auto-Submitted, at most one per address per 24 hours. */
  autoReply?: boolean;
};

/** The e-mail's content as stored in OutboxMessage.payload. */
export type StoredEmail = Pick<EmailMessage, "text" | "html" | "calendar" | "replyTo" | "autoReply">;

export const WEBHOOK_EVENTS = ["lead.created", "lead.assigned", "lead.escalated", "car.sold"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The webhook's content as stored: the exact JSON body `{event, at, data}` that is signed and POSTed. */
export type StoredWebhook = { body: string };
