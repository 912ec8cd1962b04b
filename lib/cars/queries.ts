import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { carSelect, staffCarSelect, type CarRow, type StaffCarRow } from "@/lib/cars/select";
import type { CarRecord, CarStatus, StaffCarRecord } from "@/lib/cars/types";
import { CARS_TAG } from "@/lib/cache/tags";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
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

/** The row as plain data: every selected column as it is, money a number, moments ISO strings. */
function toRecord(row: CarRow): CarRecord {
  const { price, specifications, photos, createdAt, updatedAt, ...plain } = row;
  return {
    ...plain,
    price: price.toNumber(),
    specifications: specificationsOf(specifications),
    images: photos.map(({ url, publicId, width, height }) => ({ url, publicId, width, height })),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function toStaffRecord(row: StaffCarRow): StaffCarRecord {
  return {
    ...toRecord(row),
    purchasePrice: row.purchasePrice?.toNumber() ?? null,
    purchaseDate: row.purchaseDate?.toISOString().slice(0, 10) ?? null,
    plate: row.plate,
    renavam: row.renavam,
    chassis: row.chassis,
  };
}

/** Cars of one status, newest first. Cached until a car mutation invalidates CARS_TAG. */
export async function listCars(status: CarStatus): Promise<CarRecord[]> {
  "use cache";
  cacheLife("max");
  cacheTag(CARS_TAG);
  const rows = await prisma.car.findMany({
    where: { status },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: carSelect,
  });
  return rows.map(toRecord);
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
 * One car, sold ones included, found in the cached lists: an unknown id (a crawler's guess) costs neither a
 * query nor a cache entry of its own.
 */
export async function getCar(id: string): Promise<CarRecord | null> {
  if (!isPlausibleId(id)) return null;
  const available = await listCars("available");
  const found = available.find((car) => car.id === id);
  if (found) return found;
  const sold = await listCars("sold");
  return sold.find((car) => car.id === id) ?? null;
}

/** Staff with the cars permission read fresh rows, purchase fields and current counters included. */
export async function listStaffCars(status: CarStatus | "all"): Promise<StaffCarRecord[]> {
  const rows = await prisma.car.findMany({
    where: status === "all" ? {} : { status },
    orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "asc" }],
    select: staffCarSelect,
  });
  return rows.map(toStaffRecord);
}

export async function getStaffCar(id: string): Promise<StaffCarRecord | null> {
  if (!isPlausibleId(id)) return null;
  const row = await prisma.car.findUnique({ where: { id }, select: staffCarSelect });
  return row ? toStaffRecord(row) : null;
}
