import "server-only";

import type { Tx } from "@/lib/db/tx";
import { env } from "@/lib/env";
import { recordLeadEvent } from "@/lib/tickets/lead-events";
import { managerAddresses } from "@/lib/leads/receivers";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import type { EmailMessage } from "@/lib/outbox/message";
import { ticketSelect } from "@/lib/tickets/queries";
import { toApiTicket, type ApiTicket } from "@/lib/tickets/dto";

// Shared steps of the lead changes: the ticket as the API shows it, and e-mails written to the outbox with a line
// on the lead's timeline.

export async function loadTicket(tx: Tx, ticketId: string): Promise<ApiTicket> {
  return toApiTicket(
    await tx.contactTicket.findUniqueOrThrow({ where: { id: ticketId }, select: ticketSelect }),
  );
}

/** Writes the e-mail to the outbox and tells the timeline (also when an automatic reply was skipped). */
export async function sendLeadEmail(tx: Tx, message: EmailMessage, now: Date): Promise<void> {
  const queued = await enqueueEmail(tx, message, now);
  if (!message.ticketId) return;
  const text =
    queued === null
      ? `Resposta automática não enviada para ${message.to}: já houve uma nas últimas 24 horas`
      : `E-mail "${message.subject}" para ${message.to}${queued.status === "held" ? " (retido: envio de e-mail não configurado)" : ""}`;
  await recordLeadEvent(tx, { ticketId: message.ticketId, type: "email", text });
}

/** The gerentes and admins; the dealer's own address when the panel has none yet. */
export async function managerRecipients(tx: Tx): Promise<string[]> {
  const managers = await managerAddresses(tx);
  return managers.length > 0 ? managers : [env.DEALER_EMAIL];
}
