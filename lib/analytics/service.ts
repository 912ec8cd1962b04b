import "server-only";

import { addressCapKey, takeAddressBudget, type AddressCapKey } from "@/lib/analytics/address-cap";
import { eventKey, hashVisitor } from "@/lib/analytics/events";
import type { TrackInput } from "@/lib/analytics/schema";
import { CLICK_THROTTLE_SECONDS } from "@/lib/constants/analytics";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { badRequest } from "@/lib/http/errors";

// Visitor analytics: an append-only event table whose unique key (car, action, day, visitor, slot) makes a
// view count once per car per day per browser, plus counters on the car, updated in the same transaction. One
// client address counts at most ADDRESS_CAP_PER_CAR times per hour per car and action
// (lib/analytics/address-cap.ts).
// Cached showroom pages are never invalidated here: they do not show the counters.

/** Records the event when it counts; returns whether it did. Unknown car → 400. */
export async function trackEvent(
  input: TrackInput & { visitorId: string; address: string; now?: Date },
): Promise<{ counted: boolean }> {
  const now = input.now ?? new Date();
  const visitorHash = hashVisitor(input.visitorId);
  const { day, slot } = eventKey(input.action, now);
  const cap = addressCapKey(input.action, input.address, input.carId);
  if (input.action === "view") return trackView(input.carId, visitorHash, cap, day, now);

  return prisma.$transaction(async (tx) => {
    // One visitor's events for one car and action are decided one at a time, so two clicks racing across a
    // slot boundary cannot both pass the 10-second check.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${visitorHash}:${input.carId}:${input.action}`}, 0))`;

    const car = await tx.car.findUnique({ where: { id: input.carId }, select: { id: true } });
    if (!car) throw badRequest(CAR_NOT_FOUND_MESSAGE, { carId: CAR_NOT_FOUND_MESSAGE });

    if (input.action !== "view") {
      const recent = await tx.analyticsEvent.findFirst({
        where: {
          visitorHash,
          carId: car.id,
          action: input.action,
          createdAt: { gt: new Date(now.getTime() - CLICK_THROTTLE_SECONDS * 1000) },
        },
        select: { id: true },
      });
      if (recent) return { counted: false };
    }

    const granted = await tx.$queryRaw<unknown[]>(takeAddressBudget(cap, Prisma.sql`(SELECT 1) AS one`));
    if (granted.length === 0) return { counted: false };

    const inserted = await tx.analyticsEvent.createMany({
      data: [{ carId: car.id, action: input.action, day, visitorHash, slot, createdAt: now }],
      skipDuplicates: true,
    });
    if (inserted.count === 0) return { counted: false };

    // Raw SQL on purpose: a Prisma update would also bump the car's updatedAt, which is its content's
    // modification time (sitemap lastmod, API), not its popularity's.
    if (input.action === "phone_click")
      await tx.$executeRaw`UPDATE "Car" SET "phoneClicks" = "phoneClicks" + 1 WHERE "id" = ${car.id}`;
    else
      await tx.$executeRaw`UPDATE "Car" SET "whatsappClicks" = "whatsappClicks" + 1 WHERE "id" = ${car.id}`;
    return { counted: true };
  });
}

/**
 * Views are most of the traffic: one statement, in one round trip, takes a unit of the address's budget for a
 * view this browser has not had counted today, inserts the event (the unique key drops a second view of the same
 * car by the same browser that day) and counts it, so the car's row is locked only for that statement. Its
 * commit does not wait for the disk (`set_config(…, true)` lasts until the end of the statement's own
 * transaction): a crash may forget the last instant's views (never half of one), which is acceptable for
 * popularity counters and lets views of one popular car be counted at full speed.
 */
async function trackView(
  carId: string,
  visitorHash: string,
  cap: AddressCapKey,
  day: Date,
  now: Date,
): Promise<{ counted: boolean }> {
  const dayText = day.toISOString().slice(0, 10);
  const rows = await prisma.$queryRaw<Array<{ found: boolean; counted: boolean }>>`
    WITH settings AS (SELECT set_config('synchronous_commit', 'off', true)),
    car AS (SELECT "id" FROM "Car", settings WHERE "id" = ${carId}),
    unseen AS (
      SELECT "id" FROM car WHERE NOT EXISTS (
        SELECT 1 FROM "AnalyticsEvent" e
        WHERE e."carId" = car."id" AND e."action" = 'view' AND e."day" = ${dayText}::date
          AND e."visitorHash" = ${visitorHash} AND e."slot" = 0
      )
    ),
    granted AS (${takeAddressBudget(cap, Prisma.sql`unseen`)}),
    inserted AS (
      INSERT INTO "AnalyticsEvent" ("carId", "action", "day", "visitorHash", "slot", "createdAt")
      SELECT "id", 'view'::"AnalyticsAction", ${dayText}::date, ${visitorHash}, 0, ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'
      FROM unseen WHERE EXISTS (SELECT 1 FROM granted)
      ON CONFLICT ("carId", "action", "day", "visitorHash", "slot") DO NOTHING
      RETURNING "carId"
    ),
    counted AS (
      UPDATE "Car" SET "views" = "views" + 1 WHERE "id" IN (SELECT "carId" FROM inserted) RETURNING "id"
    )
    SELECT EXISTS (SELECT 1 FROM car) AS found, EXISTS (SELECT 1 FROM counted) AS counted`;
  const result = rows[0];
  if (!result?.found) throw badRequest(CAR_NOT_FOUND_MESSAGE, { carId: CAR_NOT_FOUND_MESSAGE });
  return { counted: result.counted };
}
