import "server-only";

import { prisma } from "@/lib/db/client";
import { TICKET_STATUSES, TICKET_SUBJECT_LABELS } from "@/lib/constants/contact";
import type { Prisma, TicketSubject } from "@/lib/db/generated/client";
import { labelMatches } from "@/lib/lists/fold";
import type { ListQuery, TICKET_SORT_FIELDS } from "@/lib/lists/query";
import { foldedWords, listOrder, pageWindow, searchContains } from "@/lib/lists/search";
import { appointmentSelect } from "@/lib/tickets/appointment";
import { toApiTicket, type TicketListAnswer, type TicketRow } from "@/lib/tickets/dto";
import { resolvedCutoff } from "@/lib/tickets/rules";

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
  financing: true,
  createdAt: true,
  updatedAt: true,
  resolvedAt: true,
  tradeInBrand: true,
  tradeInModel: true,
  tradeInYear: true,
  tradeInMileage: true,
  tradeInPlate: true,
  tradeInNotes: true,
  _count: { select: { tradeInPhotos: true } },
  appointment: { select: appointmentSelect },
  assignedTo: { select: { id: true, name: true, email: true } },
  assignedAt: true,
  responseDueAt: true,
  firstResponseAt: true,
  escalatedAt: true,
} satisfies Prisma.ContactTicketSelect;

export type TicketListQuery = ListQuery<(typeof TICKET_SORT_FIELDS)[number]> & {
  /** `me` (the caller's leads), `none` (unassigned) or a user's id. */
  assignedTo?: string;
};
/** Over every listed ticket matching the search: how many are open (pending or proposal). */
export type TicketListSummary = TicketListAnswer["summary"];

function ticketSearchWhere(words: readonly string[]): Prisma.ContactTicketWhereInput {
  return {
    AND: words.map((word) => ({
      OR: [
        searchContains(word),
        {
          subject: {
            in: labelMatches(TICKET_SUBJECT_LABELS, word).map(
              (subject) => subject.replaceAll("-", "_") as TicketSubject,
            ),
          },
        },
      ],
    })),
  };
}

// Named as a list, not `not: "resolved"`: PostgreSQL finds `IN` through the status index, while `<>` reads every
// ticket ever received.
const OPEN_STATUSES = TICKET_STATUSES.filter((status) => status !== "resolved");
const OPEN: Prisma.ContactTicketWhereInput = { status: { in: OPEN_STATUSES } };

/**
 * GET /api/contact-tickets, a page at a time: pending and proposal tickets first, then newest, unless sorted.
 * Resolved tickets stay listed for 12 hours after being resolved, then only the database keeps them. The search
 * covers name, e-mail, phone, message, subject and a proposal's car; `assignedTo` keeps one owner's leads.
 */
export async function listTicketPage(
  query: TicketListQuery,
  actor: { id: string },
  now = new Date(),
): Promise<TicketListAnswer> {
  const listed: Prisma.ContactTicketWhereInput = {
    OR: [OPEN, { status: "resolved", resolvedAt: { gt: resolvedCutoff(now) } }],
  };
  const owner: Prisma.ContactTicketWhereInput =
    query.assignedTo === undefined
      ? {}
      : {
          assignedToId:
            query.assignedTo === "none" ? null : query.assignedTo === "me" ? actor.id : query.assignedTo,
        };
  const where = { AND: [listed, owner, ticketSearchWhere(await foldedWords(query.q))] };
  const { skip, take } = pageWindow(query);
  const [total, open] = await Promise.all([
    prisma.contactTicket.count({ where }),
    prisma.contactTicket.count({ where: { AND: [where, OPEN] } }),
  ]);
  let rows: TicketRow[];
  if (query.sort) {
    const orderBy = listOrder(query, {
      nullable: ["resolvedAt"],
      fallback: [],
    }) as Prisma.ContactTicketOrderByWithRelationInput[];
    rows = await prisma.contactTicket.findMany({ where, orderBy, skip, take, select: ticketSelect });
  } else {
    // Open tickets first: the page takes what it reaches of the open ones, then of the resolved ones.
    const createdAt = query.order ?? "desc";
    const orderBy = [{ createdAt }, { id: "asc" as const }];
    const openRows =
      skip < open
        ? await prisma.contactTicket.findMany({
            where: { AND: [where, OPEN] },
            orderBy,
            skip,
            take,
            select: ticketSelect,
          })
        : [];
    const resolvedRows =
      openRows.length < take
        ? await prisma.contactTicket.findMany({
            where: { AND: [where, { status: "resolved" }] },
            orderBy,
            skip: Math.max(0, skip - open),
            take: take - openRows.length,
            select: ticketSelect,
          })
        : [];
    rows = [...openRows, ...resolvedRows];
  }
  return {
    tickets: rows.map(toApiTicket),
    total,
    page: query.page,
    pageSize: query.pageSize,
    summary: { open },
  };
}
