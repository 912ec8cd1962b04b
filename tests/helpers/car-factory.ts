import { randomBytes } from "node:crypto";

import { CARS_TAG, carTag } from "@/lib/cache/tags";
import { POLL_INTERVAL_MS } from "@/lib/cache/handlers/tag-sync.mjs";
import type { Db } from "@/lib/db/connect";

import { apiUrl, testDb } from "./db";

// Cars for integration tests, written straight to the database. The showroom reads cars through a cache that only
// car mutations invalidate, so after writing, tests call `publishCars` (what the cars service does after a
// mutation: it records the invalidation in PostgreSQL, which the server replays within a second).

export type TestCarInput = {
  brand?: string;
  model?: string;
  year?: string;
  price?: number;
  mileage?: number;
  engine?: string | null;
  transmission?: string | null;
  fuel?: string | null;
  color?: string;
  description?: string | null;
  features?: string[];
  specifications?: Record<string, string>;
  isFeatured?: boolean;
  isTurbo?: boolean;
  whatsappMessage?: string | null;
  status?: "available" | "sold";
  purchasePrice?: number | null;
  photos?: number;
};

/**
 * The fields docs/business-rules.md 'Cars' promises on every car of the API, with the snake_case counters the
 * original clients read. Tests check these are there, not that nothing else is: a new field adds to the car.
 */
export const API_CAR_FIELDS = [
  "id",
  "brand",
  "model",
  "year",
  "price",
  "mileage",
  "engine",
  "transmission",
  "fuel",
  "color",
  "description",
  "features",
  "specifications",
  "images",
  "isFeatured",
  "isTurbo",
  "whatsappMessage",
  "fipeCode",
  "fipePrice",
  "fipeReferenceMonth",
  "priceDrop",
  "reserved",
  "views",
  "phoneClicks",
  "whatsappClicks",
  "phone_clicks",
  "whatsapp_clicks",
  "status",
  "createdAt",
  "updatedAt",
] as const;

/** What the read side keeps to itself: no car of the API carries these (docs/adding-a-car-field.md). */
export const INTERNAL_CAR_KEYS = [
  "yearValue",
  "reservedUntil",
  "priceChanges",
  "reservations",
  "photos",
] as const;

/** A word no other test or demo car uses, to find this test's cars in lists and pages. */
export function uniqueWord(prefix = "Teste"): string {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

export async function createCar(input: TestCarInput = {}, db: Db = testDb()) {
  const year = input.year ?? "2022";
  return db.car.create({
    data: {
      brand: input.brand ?? "Toyota",
      model: input.model ?? uniqueWord("Modelo"),
      year,
      yearValue: Number(/\d{4}/.exec(year)?.[0] ?? "2022"),
      price: (input.price ?? 99_900).toFixed(2),
      mileage: input.mileage ?? 25_000,
      engine: input.engine === undefined ? "2.0" : input.engine,
      transmission: input.transmission === undefined ? "Automático" : input.transmission,
      fuel: input.fuel === undefined ? "Flex" : input.fuel,
      color: input.color ?? "Prata",
      description: input.description === undefined ? "Carro de teste." : input.description,
      features: input.features ?? [],
      specifications: input.specifications ?? {},
      isFeatured: input.isFeatured ?? false,
      isTurbo: input.isTurbo ?? false,
      whatsappMessage: input.whatsappMessage ?? null,
      status: input.status ?? "available",
      purchasePrice: input.purchasePrice === undefined ? "80000.00" : input.purchasePrice?.toFixed(2),
      photos: {
        create: Array.from({ length: input.photos ?? 2 }, (_, position) => ({
          position,
          publicId: `anuncios/test-${randomBytes(6).toString("hex")}`,
          url: `/media/anuncios/test-${randomBytes(6).toString("hex")}.jpg`,
          width: 1600,
          height: 1200,
        })),
      },
    },
  });
}

/**
 * How long after writing an invalidation the server has surely applied it: two of its polls, and slack for a busy
 * machine. Seeing the new data is not enough: a server that had nothing cached reads it fresh before its poll, and
 * the invalidation, applied as of the moment it is learnt, then expires what the test's next reads cached.
 */
const INVALIDATION_APPLIED_MS = 2 * POLL_INTERVAL_MS + 1_000;

async function untilApplied(writtenAt: Date): Promise<void> {
  const left = writtenAt.getTime() + INVALIDATION_APPLIED_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Invalidates the showroom's cached car reads (as a car mutation does) and waits until the server serves `carIds`. */
export async function publishCars(carIds: string[] = [], db: Db = testDb()): Promise<void> {
  const now = new Date();
  for (const tag of [CARS_TAG, ...carIds.map(carTag)]) {
    await db.cacheTagRevalidation.upsert({
      where: { tag },
      create: { tag, updatedAt: now },
      update: { updatedAt: now },
    });
  }
  await untilApplied(now);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const statuses = await Promise.all(
      carIds.map(async (id) => (await fetch(apiUrl(`/api/cars/${id}`))).status),
    );
    const listed = await fetch(apiUrl("/api/cars?status=all&pageSize=200")).then(
      (response) => response.json() as Promise<{ cars: Array<{ id: string }> }>,
    );
    const ids = new Set(listed.cars.map((car) => car.id));
    if (statuses.every((status) => status === 200) && carIds.every((id) => ids.has(id))) return;
    if (Date.now() > deadline) throw new Error(`the server did not pick up cars ${carIds.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Deletes cars and invalidates the cache again, so later files start from a clean showroom. */
export async function removeCars(carIds: string[], db: Db = testDb()): Promise<void> {
  if (!carIds.length) return;
  await db.car.deleteMany({ where: { id: { in: carIds } } });
  const now = new Date();
  await db.cacheTagRevalidation.upsert({
    where: { tag: CARS_TAG },
    create: { tag: CARS_TAG, updatedAt: now },
    update: { updatedAt: now },
  });
  await untilApplied(now);
}
