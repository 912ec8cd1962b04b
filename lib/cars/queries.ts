import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { stockCacheLife } from "@/lib/cars/cache-life";
import { priceDropCacheLife, priceDropOf } from "@/lib/cars/price-drop";
import { carSelect, staffCarSelect, type CarRow, type StaffCarRow } from "@/lib/cars/select";
import type { CarRecord, CarStatus, PriceHistoryEntry, StaffCarRecord } from "@/lib/cars/types";
import { CARS_TAG, carTag } from "@/lib/cache/tags";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { toApiConsignment } from "@/lib/consignments/dto";
import { isoDay } from "@/lib/format/dates";
import { toApiReservation } from "@/lib/reservations/dto";
import { isReservationActive } from "@/lib/reservations/rules";
import { isPlausibleId } from "@/lib/validation/ids";

// The read side of cars. Showroom pages and anonymous GET /api/cars read the two cached lists below (one per
// status, newest first), so serving the stock costs no query until a car mutation invalidates CARS_TAG.
// Counters in these lists are as of the last fill: analytics never invalidates them (staff read them fresh).

/** Only flat text/number/boolean entries are kept: they are what the page's specification table can show. */
function specificationsOf(value: Prisma.JsonValue): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const entries: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "string" || typeof entry === "number" || typeof entry === "boolean")
      entries[key] = String(entry);
  }
  return entries;
}

/** The last day of the reservation holding the car as of `now`, or null (none, over, or the car is sold). */
function reservedUntilOf(row: Pick<CarRow, "reservations" | "status">, now: Date): string | null {
  const reservation = row.reservations[0];
  if (!reservation || row.status !== "available") return null;
  const until = isoDay(reservation.until);
  return isReservationActive({ until, endedAt: null }, now) ? until : null;
}

/**
 * The row as plain data: every selected column as it is, money a number, moments ISO strings; the latest price
 * change becomes the 'Baixou' drop, and the reservation not ended 'Reservado', as of `now`.
 */
function toRecord(row: CarRow, now: Date): CarRecord {
  const {
    price,
    fipePrice,
    specifications,
    photos,
    priceChanges,
    reservations,
    createdAt,
    updatedAt,
    ...plain
  } = row;
  const latest = priceChanges[0];
  const current = price.toNumber();
  const reservedUntil = reservedUntilOf({ reservations, status: row.status }, now);
  return {
    ...plain,
    price: current,
    fipePrice: fipePrice?.toNumber() ?? null,
    specifications: specificationsOf(specifications),
    images: photos.map(({ url, publicId, width, height }) => ({ url, publicId, width, height })),
    priceDrop: latest
      ? priceDropOf(
          {
            price: latest.price.toNumber(),
            previousPrice: latest.previousPrice?.toNumber() ?? null,
            changedAt: latest.changedAt,
          },
          current,
          now,
        )
      : null,
    reserved: reservedUntil !== null,
    reservedUntil,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function toStaffRecord(row: StaffCarRow, now: Date): StaffCarRecord {
  const { consignment } = row;
  const record = toRecord(row, now);
  const reservation = record.reserved ? row.reservations[0] : undefined;
  return {
    ...record,
    purchasePrice: row.purchasePrice?.toNumber() ?? null,
    purchaseDate: row.purchaseDate ? isoDay(row.purchaseDate) : null,
    plate: row.plate,
    renavam: row.renavam,
    chassis: row.chassis,
    minimumPrice: row.minimumPrice?.toNumber() ?? null,
    consignment: consignment ? toApiConsignment(consignment) : null,
    reservation: reservation ? toApiReservation(reservation) : null,
  };
}

/**
 * Cars of one status, newest first. Cached until a car mutation invalidates CARS_TAG, or until the first of its
 * 'Baixou' badges turns 30 days old or of its reservations ends (lib/cars/cache-life.ts).
 */
export async function listCars(status: CarStatus): Promise<CarRecord[]> {
  "use cache";
  cacheTag(CARS_TAG);
  const now = new Date();
  const rows = await prisma.car.findMany({
    where: { status },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: carSelect,
  });
  const records = rows.map((row) => toRecord(row, now));
  cacheLife(stockCacheLife(records, now));
  return records;
}

/** `available`, `sold`, or both (available first). */
export async function listCarsWithStatus(status: CarStatus | "all"): Promise<CarRecord[]> {
  if (status !== "all") return listCars(status);
  const [available, sold] = await Promise.all([listCars("available"), listCars("sold")]);
  return [...available, ...sold];
}

/** Ids are opaque, but anything that cannot be one of ours is answered without a lookup. */
export { isPlausibleId };

/**
 * Every car's id, sold ones included, in one string (" id id … "): the test an id passes before it is read. A
 * string, not an array, so reading it from the cache is one copy even after years of sold cars.
 */
async function knownCarIds(): Promise<string> {
  "use cache";
  cacheTag(CARS_TAG);
  cacheLife(priceDropCacheLife([]));
  const rows = await prisma.car.findMany({ select: { id: true } });
  return ` ${rows.map((row) => row.id).join(" ")} `;
}

/** One car, cached on its own; called for known ids only. */
async function cachedCar(id: string): Promise<CarRecord | null> {
  "use cache";
  cacheTag(CARS_TAG, carTag(id));
  const now = new Date();
  const row = await prisma.car.findUnique({ where: { id }, select: carSelect });
  const record = row ? toRecord(row, now) : null;
  cacheLife(stockCacheLife(record ? [record] : [], now));
  return record;
}

/**
 * One car, sold ones included. An unknown id (a crawler's guess) costs neither a query nor a cache entry of its
 * own, and a known one reads its own entry rather than a whole list (after ten years, thousands of sold cars).
 */
export async function getCar(id: string): Promise<CarRecord | null> {
  if (!isPlausibleId(id) || !(await knownCarIds()).includes(` ${id} `)) return null;
  return cachedCar(id);
}

/** Staff with the cars permission read fresh rows, purchase fields and current counters included. */
export async function listStaffCars(status: CarStatus | "all"): Promise<StaffCarRecord[]> {
  const rows = await prisma.car.findMany({
    where: status === "all" ? {} : { status },
    orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "asc" }],
    select: staffCarSelect,
  });
  const now = new Date();
  return rows.map((row) => toStaffRecord(row, now));
}

export async function getStaffCar(id: string): Promise<StaffCarRecord | null> {
  if (!isPlausibleId(id)) return null;
  const row = await prisma.car.findUnique({ where: { id }, select: staffCarSelect });
  return row ? toStaffRecord(row, new Date()) : null;
}

/** Every price the car was given, its creation included, newest first (staff with the cars permission). */
export async function getPriceHistory(carId: string): Promise<PriceHistoryEntry[]> {
  const rows = await prisma.carPriceChange.findMany({
    where: { carId },
    orderBy: [{ changedAt: "desc" }, { id: "desc" }],
    select: { price: true, changedAt: true, byEmail: true },
  });
  return rows.map((row) => ({
    price: row.price.toNumber(),
    changedAt: row.changedAt.toISOString(),
    by: row.byEmail,
  }));
}
