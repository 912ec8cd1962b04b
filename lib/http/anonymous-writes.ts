import "server-only";

import { TICKETS_PER_ADDRESS, TICKETS_WINDOW_MS, TICKET_RATE_LIMIT_MESSAGE } from "@/lib/constants/contact";
import { HttpError } from "@/lib/http/errors";
import { recordHit, type RateLimitRule } from "@/lib/rate-limit";

// The one rate limit of the public forms' writes (API.md "Security"): contact messages and proposals, trade-in
// requests and bookings share one bucket per client address.

/** More than TICKETS_PER_ADDRESS writes from one client address within the window are refused. */
export const ANONYMOUS_WRITE_LIMIT: RateLimitRule = {
  // The bucket's stored name: the contact tickets were the first public write it counted.
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
  const limit = await recordHit(ANONYMOUS_WRITE_LIMIT, clientAddress);
  if (limit.locked) {
    throw new HttpError(429, TICKET_RATE_LIMIT_MESSAGE, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
}
