import { createHash, randomBytes } from "node:crypto";

import {
  CLICK_THROTTLE_SECONDS,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
} from "@/lib/constants/analytics";
import { saoPauloDay } from "@/lib/format/dates";
import type { AnalyticsAction } from "@/lib/analytics/schema";

// Pure pieces of the tracking rules: the unique key of an event and the visitor cookie.

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** The cookie is only needed by the tracking route: scoped to it, pages and other calls never carry it. */
export const VISITOR_COOKIE_PATH = "/api/analytics";

/**
 * Day and slot of an event, the variable part of its unique key (car, action, day, visitor, slot): views use
 * slot 0, so one per São Paulo calendar day; clicks use the 10-second slot since the epoch.
 */
export function eventKey(action: AnalyticsAction, now: Date): { day: Date; slot: bigint } {
  const slot = action === "view" ? 0n : BigInt(Math.floor(now.getTime() / (CLICK_THROTTLE_SECONDS * 1000)));
  return { day: saoPauloDay(now), slot };
}

/** Only the hash of the visitor id is stored. */
export function hashVisitor(visitorId: string): string {
  return createHash("sha256").update(visitorId).digest("hex");
}

export function newVisitorId(): string {
  return randomBytes(18).toString("base64url");
}

/** The visitor id from a Cookie header, or null when absent or not one we issued. */
export function visitorIdFromCookies(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VISITOR_COOKIE) {
      const value = rest.join("=");
      return VISITOR_ID.test(value) ? value : null;
    }
  }
  return null;
}

export function visitorCookie(visitorId: string, secure: boolean): string {
  return [
    `${VISITOR_COOKIE}=${visitorId}`,
    `Path=${VISITOR_COOKIE_PATH}`,
    `Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
