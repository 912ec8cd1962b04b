import "server-only";

import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { toApiTicket, type ApiTicket } from "@/lib/tickets/dto";
import { listedTickets, resolvedCutoff } from "@/lib/tickets/rules";

// Reading contact tickets for the tickets tab (docs/business-rules.md "Contact tickets").

export const ticketSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  subject: true,
  message: true,
  status: true,
  carId: true,
  carBrand: true,
  carModel: true,
  carYear: true,
  carPrice: true,
  carMileage: true,
  carEngine: true,
  carFuel: true,
  carColor: true,
  carTransmission: true,
  createdAt: true,
  updatedAt: true,
  resolvedAt: true,
} satisfies Prisma.ContactTicketSelect;

/**
 * GET /api/contact-tickets: pending and proposal tickets first, then newest. Resolved tickets stay listed for
 * 12 hours after being resolved, then only the database keeps them.
 */
export async function listTickets(now = new Date()): Promise<ApiTicket[]> {
  const rows = await prisma.contactTicket.findMany({
    where: { OR: [{ status: { not: "resolved" } }, { resolvedAt: { gt: resolvedCutoff(now) } }] },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: ticketSelect,
  });
  // The open-first order is a rule of its own (lib/tickets/rules.ts), applied to what the database kept.
  return listedTickets(rows, now).map(toApiTicket);
}
