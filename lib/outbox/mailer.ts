import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import { env } from "@/lib/env";
import type { StoredEmail } from "@/lib/outbox/message";

// Sending e-mail through the SMTP server of SMTP_URL (nodemailer). Unset, nothing is sent: messages wait in the
// outbox as `held`.

const holder = globalThis as unknown as { mailTransport?: { url: string; transport: Transporter } };

export function mailConfigured(): boolean {
  return Boolean(env.SMTP_URL);
}

/** MAIL_FROM, else the dealer's name and DEALER_EMAIL. */
export function mailSender(): string | { name: string; address: string } {
  return env.MAIL_FROM ?? { name: env.DEALER_NAME, address: env.DEALER_EMAIL };
}

function transport(url: string): Transporter {
  if (holder.mailTransport?.url !== url) {
    holder.mailTransport = {
      url,
      transport: nodemailer.createTransport(url, {
        // A mail host that does not answer fails the attempt (it is retried) instead of holding a worker, well
        // within the delivery job's minute (lib/outbox/delivery.ts).
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 25_000,
      }),
    };
  }
  return holder.mailTransport.transport;
}

/** Hands one message to the SMTP server; throws when it is refused or cannot be reached. */
export async function sendEmail(to: string, subject: string, email: StoredEmail): Promise<void> {
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set");
  await transport(env.SMTP_URL).sendMail({
    from: mailSender(),
    to,
    subject,
    text: email.text,
    html: email.html,
    replyTo: email.replyTo,
    // RFC 3834: out-of-office robots and list servers do not answer an automatic reply.
    headers: email.autoReply ? { "Auto-Submitted": "auto-replied" } : { "Auto-Submitted": "auto-generated" },
    icalEvent: email.calendar
      ? { method: "REQUEST", filename: "convite.ics", content: email.calendar }
      : undefined,
  });
}
