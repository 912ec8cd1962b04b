import { TICKET_RESOLVED_VISIBLE_HOURS } from "@/lib/constants/contact";

// Pure rules of the tickets tab (docs/admin-panel.md, docs/business-rules.md "Contact tickets"): which tickets the list
// shows, in which order, and the 'Remove em {n}h' countdown of a resolved one. No server imports: the tab uses
// the countdown too.

const HOUR_MS = 60 * 60 * 1000;
export const RESOLVED_VISIBLE_MS = TICKET_RESOLVED_VISIBLE_HOURS * HOUR_MS;

type Listed = { status: string; createdAt: Date | string; resolvedAt: Date | string | null; id: string };

const time = (value: Date | string) => (typeof value === "string" ? Date.parse(value) : value.getTime());

/** The oldest resolvedAt a listed resolved ticket may have at `now`. */
export function resolvedCutoff(now: Date): Date {
  return new Date(now.getTime() - RESOLVED_VISIBLE_MS);
}

/** Pending and proposal tickets always; resolved ones for 12 hours after they were resolved. */
export function isListed(ticket: Pick<Listed, "status" | "resolvedAt">, now: Date): boolean {
  if (ticket.status !== "resolved") return true;
  return ticket.resolvedAt !== null && time(ticket.resolvedAt) > now.getTime() - RESOLVED_VISIBLE_MS;
}

/** Open tickets (pending and proposal alike) before resolved ones, then newest first; the id breaks ties. */
export function compareTickets(a: Listed, b: Listed): number {
  const openA = a.status === "resolved" ? 1 : 0;
  const openB = b.status === "resolved" ? 1 : 0;
  if (openA !== openB) return openA - openB;
  const byDate = time(b.createdAt) - time(a.createdAt);
  if (byDate !== 0) return byDate;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The list of the tab: listed tickets in order. */
export function listedTickets<T extends Listed>(tickets: readonly T[], now: Date): T[] {
  return tickets.filter((ticket) => isListed(ticket, now)).sort(compareTickets);
}

/**
 * Whole hours left before a resolved ticket leaves the list, rounded up ('Remove em 12h' right after resolving,
 * 'Remove em 1h' in its last hour); 0 once the window is over.
 */
export function hoursUntilRemoval(resolvedAt: Date | string, now: Date): number {
  const left = time(resolvedAt) + RESOLVED_VISIBLE_MS - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / HOUR_MS);
}

export function removalLabel(resolvedAt: Date | string, now: Date): string {
  return `Remove em ${hoursUntilRemoval(resolvedAt, now)}h`;
}

type GreetingTicket = {
  name: string;
  car_brand?: string | null;
  car_model?: string | null;
  car_year?: string | null;
};

/** The WhatsApp greeting to a client: their name, and the car when the ticket is a proposal. */
export function ticketGreeting(ticket: GreetingTicket): string {
  const name = ticket.name.trim().replace(/\s+/g, " ");
  const car = [ticket.car_brand, ticket.car_model, ticket.car_year].filter(Boolean).join(" ");
  const about = car ? `sua proposta para o ${car}` : "sua mensagem";
  return `Olá, ${name}! Tudo bem? Recebemos ${about} e estamos entrando em contato.`;
}
