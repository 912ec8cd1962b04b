import "server-only";

import {
  CAR_NOT_FOUND_MESSAGE,
  TICKETS_PER_ADDRESS,
  TICKETS_WINDOW_MS,
  TICKET_RATE_LIMIT_MESSAGE,
} from "@/lib/constants";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { simulateFinancing } from "@/lib/financing/price-table";
import type { TicketSubject } from "@/lib/db/generated/client";
import { HttpError, badRequest, notFound } from "@/lib/http/errors";
import { recordHit, type RateLimitRule } from "@/lib/rate-limit";
import { toApiTicket, type ApiTicket } from "@/lib/tickets/dto";
import { ticketSelect } from "@/lib/tickets/queries";
import { isPlausibleId } from "@/lib/validation/ids";
import {
  DOWN_PAYMENT_ABOVE_PRICE,
  INVALID_TICKET_STATUS,
  TICKET_NOT_FOUND,
  ticketErrorMessage,
  ticketFieldErrors,
  ticketInputSchema,
  ticketStatusSchema,
  type TicketInput,
} from "@/lib/tickets/schema";

// Creating contact tickets from the public site (contact messages and purchase proposals), and the status
// changes of the tickets tab.

/** More than TICKETS_PER_ADDRESS tickets from one client address within the window are refused. */
export const TICKET_RATE_LIMIT: RateLimitRule = {
  scope: "tickets:address",
  limit: TICKETS_PER_ADDRESS + 1,
  windowMs: TICKETS_WINDOW_MS,
  lockMs: TICKETS_WINDOW_MS,
};

/**
 * Counts one anonymous write (a ticket, a trade-in request, a booking) against the client address's shared
 * bucket: 429 with Retry-After once it is over TICKETS_PER_ADDRESS within the window. Routes call it before they
 * read the body, so a refused request counts too and a locked address costs no body at all.
 */
export async function countAnonymousWrite(clientAddress: string): Promise<void> {
  const limit = await recordHit(TICKET_RATE_LIMIT, clientAddress);
  if (limit.locked) {
    throw new HttpError(429, TICKET_RATE_LIMIT_MESSAGE, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
}

const toSubject = (value: string) => value.replaceAll("-", "_") as TicketSubject;

export function parseTicketInput(body: unknown): TicketInput {
  const parsed = ticketInputSchema.safeParse(body ?? {});
  if (!parsed.success)
    throw badRequest(ticketErrorMessage(parsed.error.issues), ticketFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * Validates, then stores the ticket (the route has counted the request against the rate limit). A proposal takes
 * its car snapshot from the database; the client's copy of price or model is never used.
 */
export async function createTicket(body: unknown): Promise<{ id: string; status: string }> {
  const input = parseTicketInput(body);

  const base = { name: input.name, email: input.email ?? null, phone: input.phone, message: input.message };
  if (!input.carId) {
    return prisma.contactTicket.create({
      data: { ...base, subject: toSubject(input.subject ?? "contato-general"), status: "pending" },
      select: { id: true, status: true },
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
    return await prisma.contactTicket.create({
      data: {
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
      },
      select: { id: true, status: true },
    });
  } catch (error) {
    // The car was deleted between the lookup and the insert (foreign key violation).
    if ((error as { code?: string }).code === "P2003")
      throw badRequest(CAR_NOT_FOUND_MESSAGE, { carId: CAR_NOT_FOUND_MESSAGE });
    throw error;
  }
}

/**
 * PUT /api/contact-tickets/{id}: changes only the status. Resolving stamps resolvedAt (a ticket already
 * resolved keeps its stamp, so its 12-hour countdown does not restart); any other status clears it.
 */
export async function updateTicketStatus(id: string, body: unknown): Promise<ApiTicket> {
  const parsed = ticketStatusSchema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(INVALID_TICKET_STATUS, { status: INVALID_TICKET_STATUS });
  const { status } = parsed.data;
  if (!isPlausibleId(id)) throw notFound(TICKET_NOT_FOUND);

  return prisma
    .$transaction(async (tx) => {
      const current = await tx.contactTicket.findUnique({
        where: { id },
        select: { status: true, resolvedAt: true },
      });
      if (!current) throw notFound(TICKET_NOT_FOUND);
      const resolvedAt =
        status === "resolved" ? (current.status === "resolved" && current.resolvedAt) || new Date() : null;
      const row = await tx.contactTicket.update({
        where: { id },
        data: { status, resolvedAt },
        select: ticketSelect,
      });
      return toApiTicket(row);
    })
    .catch((error: unknown) => {
      // Deleted (data cleanup) between the lookup and the update.
      if ((error as { code?: string }).code === "P2025") throw notFound(TICKET_NOT_FOUND);
      throw error;
    });
}
