import "server-only";

import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { simulateFinancing } from "@/lib/financing/price-table";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma, TicketSubject } from "@/lib/db/generated/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { recordLeadEvent } from "@/lib/tickets/lead-events";
import { storeLead } from "@/lib/leads/lifecycle";
import { lockLead, reassignLead, recordFirstResponse } from "@/lib/leads/staff";
import { deliverSoon } from "@/lib/outbox/enqueue";
import { toApiTicket, type ApiTicket } from "@/lib/tickets/dto";
import { ticketSelect } from "@/lib/tickets/queries";
import { isPlausibleId } from "@/lib/validation/ids";
import {
  DOWN_PAYMENT_ABOVE_PRICE,
  TICKET_NOT_FOUND,
  type TicketInput,
  type TicketUpdateInput,
} from "@/lib/tickets/schema";

// Creating contact tickets from the public site (contact messages and purchase proposals), each opened as a lead,
// and the status and owner changes of the tickets tab. It drives the lead workflow, so it lives beside it; the
// tickets' records (lib/tickets) are read by both.

const toSubject = (value: string) => value.replaceAll("-", "_") as TicketSubject;

/**
 * Stores the ticket the route validated (after counting the request against the rate limit). A proposal takes
 * its car snapshot from the database; the client's copy of price or model is never used.
 */
export async function createTicket(input: TicketInput): Promise<{ id: string; status: string }> {
  const base = { name: input.name, email: input.email ?? null, phone: input.phone, message: input.message };
  if (!input.carId) {
    return createLead({
      ...base,
      subject: toSubject(input.subject ?? "contato-general"),
      status: "pending",
    });
  }

  const car = await prisma.car.findUnique({
    where: { id: input.carId },
    select: {
      id: true,
      brand: true,
      model: true,
      year: true,
      price: true,
      mileage: true,
      engine: true,
      fuel: true,
      color: true,
      transmission: true,
    },
  });
  if (!car) throw badRequest(CAR_NOT_FOUND_MESSAGE, { carId: CAR_NOT_FOUND_MESSAGE });
  const price = car.price.toNumber();
  if (input.financing && input.financing.downPayment > price)
    throw badRequest(DOWN_PAYMENT_ABOVE_PRICE, { "financing.downPayment": DOWN_PAYMENT_ABOVE_PRICE });
  // Recomputed from the stored price and the configured rate: a client's installment is never trusted.
  const financing = input.financing
    ? simulateFinancing({
        price,
        downPayment: input.financing.downPayment,
        months: input.financing.months,
        monthlyRatePercent: env.FINANCING_MONTHLY_RATE,
      })
    : undefined;
  try {
    return await createLead({
      ...base,
      subject: "interesse_veiculo",
      status: "proposal",
      carId: car.id,
      carBrand: car.brand,
      carModel: car.model,
      carYear: car.year,
      carPrice: car.price,
      carMileage: car.mileage,
      carEngine: car.engine,
      carFuel: car.fuel,
      carColor: car.color,
      carTransmission: car.transmission,
      financing,
    });
  } catch (error) {
    // The car was deleted between the lookup and the insert (foreign key violation).
    if ((error as { code?: string }).code === "P2003")
      throw badRequest(CAR_NOT_FOUND_MESSAGE, { carId: CAR_NOT_FOUND_MESSAGE });
    throw error;
  }
}

/** Stores the ticket and opens it as a lead (owner, clock, e-mails) in one transaction. */
function createLead(data: Prisma.ContactTicketUncheckedCreateInput): Promise<{ id: string; status: string }> {
  return storeLead(async (tx) => {
    const created = await tx.contactTicket.create({ data, select: { id: true, status: true } });
    return { ticketId: created.id, result: created };
  });
}

/** How a status change reads on the lead's timeline. */
const TICKET_STATUS_LABELS: Record<ApiTicket["status"], string> = {
  pending: "Pendente",
  proposal: "Proposta",
  resolved: "Resolvido",
};

/**
 * PUT /api/contact-tickets/{id}: the status and/or the owner (`assignedToId`, docs/business-rules.md "Leads").
 * Resolving stamps resolvedAt (a ticket already resolved keeps its stamp, so its 12-hour countdown does not
 * restart); any other status clears it. A change by staff is the lead's first response when it has none yet.
 */
export async function updateTicket(
  actor: Actor,
  id: string,
  { status, assignedToId }: TicketUpdateInput,
): Promise<ApiTicket> {
  if (!isPlausibleId(id)) throw notFound(TICKET_NOT_FOUND);
  const now = new Date();

  const ticket = await prisma
    .$transaction(async (tx) => {
      const lead = await lockLead(tx, id);
      if (assignedToId !== undefined) await reassignLead(tx, actor, lead, assignedToId, now);
      if (status !== undefined) {
        const current = await tx.contactTicket.findUniqueOrThrow({
          where: { id },
          select: { status: true, resolvedAt: true },
        });
        const resolvedAt =
          status === "resolved" ? (current.status === "resolved" && current.resolvedAt) || now : null;
        await tx.contactTicket.update({ where: { id }, data: { status, resolvedAt } });
        if (status !== current.status) {
          await recordFirstResponse(tx, lead, actor, lead.assignedToId, now);
          await recordLeadEvent(tx, {
            ticketId: id,
            type: "status",
            text: `Status: ${TICKET_STATUS_LABELS[current.status]} → ${TICKET_STATUS_LABELS[status]}`,
            by: actor,
          });
        }
      }
      return toApiTicket(await tx.contactTicket.findUniqueOrThrow({ where: { id }, select: ticketSelect }));
    })
    .catch((error: unknown) => {
      // Deleted (data cleanup) between the lookup and the update.
      if ((error as { code?: string }).code === "P2025") throw notFound(TICKET_NOT_FOUND);
      throw error;
    });
  deliverSoon();
  return ticket;
}
