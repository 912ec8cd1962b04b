import type { AnalyticsAction } from "@/lib/analytics/schema";
import { Prisma } from "@/lib/db/generated/client";

// The per-address cap of tracking: the visitor cookie costs nothing to drop or forge, so one client address may
// raise one car's counter of one action at most ADDRESS_CAP_PER_CAR times per window, whatever cookies it sends.
// The budget is a row of RateLimitBucket (scope `track:<action>`, subject `<address> <carId>`), taken inside the
// statement that counts the event, so the cap costs no extra round trip.

export const ADDRESS_CAP_PER_CAR = 30;
export const ADDRESS_CAP_WINDOW_SECONDS = 60 * 60;

export type AddressCapKey = { scope: string; subject: string };

export function addressCapKey(action: AnalyticsAction, address: string, carId: string): AddressCapKey {
  return { scope: `track:${action}`, subject: `${address} ${carId}` };
}

/**
 * An INSERT … RETURNING that takes one unit of the budget per row of `source` (a relation of at most one row) and
 * returns a row only when the unit was granted. A budget already spent is seen in the statement's snapshot and
 * left untouched (no write at all while an address is over its cap); a race past that check is settled by the
 * conflict clause, which never counts beyond the cap.
 */
export function takeAddressBudget(key: AddressCapKey, source: Prisma.Sql): Prisma.Sql {
  const window = Prisma.sql`make_interval(secs => ${ADDRESS_CAP_WINDOW_SECONDS})`;
  return Prisma.sql`
    INSERT INTO "RateLimitBucket" AS b ("scope", "subject", "count", "windowStart", "updatedAt")
    SELECT ${key.scope}, ${key.subject}, 1, now(), now() FROM ${source}
    WHERE NOT EXISTS (
      SELECT 1 FROM "RateLimitBucket" spent
      WHERE spent."scope" = ${key.scope} AND spent."subject" = ${key.subject}
        AND spent."count" >= ${ADDRESS_CAP_PER_CAR} AND spent."windowStart" > now() - ${window}
    )
    ON CONFLICT ("scope", "subject") DO UPDATE SET
      "count" = CASE WHEN b."windowStart" <= now() - ${window} THEN 1 ELSE b."count" + 1 END,
      "windowStart" = CASE WHEN b."windowStart" <= now() - ${window} THEN now() ELSE b."windowStart" END,
      "updatedAt" = now()
    WHERE b."windowStart" <= now() - ${window} OR b."count" < ${ADDRESS_CAP_PER_CAR}
    RETURNING "count"`;
}
