import sharp from "sharp";

import { hashPassword } from "@/lib/auth/password";
import { createPrismaClient, type Db } from "@/lib/db/connect";
import type { Role } from "@/lib/db/generated/client";
import { buildDemoAnalytics } from "@/prisma/demo/analytics";
import { DEMO_PASSWORD, DEMO_STAFF, demoStaffName } from "@/lib/users/demo-accounts";
import {
  buildDemoBusiness,
  DEMO_COMMISSION_PERCENT,
  type DemoFileSpec,
  type SeededCar,
  type StaffRefs,
} from "@/prisma/demo/business";
import { renderCarPhotos } from "@/prisma/demo/car-art";
import { makeDemoFile } from "@/prisma/demo/files";
import { demoStock, type DemoCar } from "@/prisma/demo/stock";
import { deleteLocalPhoto, saveLocalPhoto, type StoredPhoto } from "@/lib/storage/local-photos";

// Demo data for an empty database: the car stock with generated photos, staff accounts (one per role) and a few
// weeks of dealership life (tickets, sales, expenses, documents, invoices, analytics). Photos are rendered and
// stored first; every row is then written in one transaction, so a failure leaves the database empty and the
// stored photos are removed again.

const PHOTO_FOLDER = "anuncios";
const RENDER_CONCURRENCY = 2;
const TRANSACTION_TIMEOUT_MS = 120_000;
/** Serializes concurrent seeders (two instances starting on one empty database). */
const SEED_LOCK_KEY = 72_707_370;

export type SeedOptions = {
  staffAccounts: boolean;
  /** The demo's "today"; defaults to the current time. */
  now?: Date;
  log?: (line: string) => void;
};

class AlreadySeeded extends Error {}

async function hasData(db: Pick<Db, "car" | "user">): Promise<boolean> {
  const [cars, users] = await Promise.all([db.car.count(), db.user.count()]);
  return cars > 0 || users > 0;
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Seeds the demo data when the database has no cars and no users; returns a one-line summary, or null when there
 * was data already. Renders and stores the photos, then writes every row in one transaction.
 */
export async function seed(db: Db, options: SeedOptions): Promise<string | null> {
  const started = Date.now();
  const now = options.now ?? new Date();
  if (await hasData(db)) return null;

  const stock = demoStock(now);
  // Each photo is rendered once: libvips' operation cache would only add ~150 MB to the launcher process, which
  // keeps running beside Next.js.
  sharp.cache(false);
  const stored: StoredPhoto[] = [];
  let photoBytes = 0;
  let photos: StoredPhoto[][];
  try {
    photos = await mapLimit(stock, RENDER_CONCURRENCY, async (car) => {
      const rendered = await renderCarPhotos({
        brand: car.brand,
        model: car.model,
        color: car.color,
        bodyStyle: car.bodyStyle,
        count: car.photoCount,
        seed: car.seed,
        electric: car.electric,
      });
      const saved: StoredPhoto[] = [];
      for (const photo of rendered) {
        photoBytes += photo.bytes.length;
        const result = await saveLocalPhoto(photo.bytes, {
          folder: PHOTO_FOLDER,
          format: "jpeg",
          width: photo.width,
          height: photo.height,
        });
        stored.push(result);
        saved.push(result);
      }
      return saved;
    });
  } catch (error) {
    await removePhotos(stored);
    throw error;
  }
  const photosDone = Date.now();

  const passwordHash = options.staffAccounts ? await hashPassword(DEMO_PASSWORD) : null;

  try {
    const counts = await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
        if (await hasData(tx)) throw new AlreadySeeded();

        // Staff accounts, one per role.
        const staffIds = new Map<Role, string>();
        if (passwordHash) {
          for (const member of DEMO_STAFF) {
            const user = await tx.user.create({
              data: {
                email: member.email,
                name: member.name,
                role: member.role,
                passwordHash,
                ...((member.role === "vendedor" || member.role === "gerente") && {
                  commissionPercent: DEMO_COMMISSION_PERCENT[member.role],
                }),
              },
              select: { id: true },
            });
            staffIds.set(member.role, user.id);
          }
        }
        const staff: StaffRefs = {
          vendedor: { id: staffIds.get("vendedor") ?? null, name: demoStaffName("vendedor") },
          gerente: { id: staffIds.get("gerente") ?? null, name: demoStaffName("gerente") },
        };

        // Cars with their photos (position 0 is the main photo) and analytics counters.
        const closingDays = new Map<string, Date>();
        const provisional = buildDemoBusiness(
          stock.map((car) => ({ ...car, id: car.key })),
          now,
          staff,
        );
        for (const sale of provisional.sales)
          if (sale.status === "closed") closingDays.set(sale.carId, sale.saleDate);
        const analytics = buildDemoAnalytics(stock, now, closingDays);
        const seeded: SeededCar[] = [];
        for (const [index, car] of stock.entries()) {
          const counter = analytics.counters.get(car.key) ?? { views: 0, whatsappClicks: 0, phoneClicks: 0 };
          const created = await tx.car.create({
            data: {
              ...carRow(car),
              views: counter.views,
              whatsappClicks: counter.whatsappClicks,
              phoneClicks: counter.phoneClicks,
              // The price history starts with the price the car was listed at (docs/business-rules.md).
              priceChanges: { create: { price: car.price.toFixed(2), changedAt: car.createdAt } },
              photos: {
                createMany: {
                  data: (photos[index] ?? []).map((photo, position) => ({
                    position,
                    publicId: photo.publicId,
                    url: photo.url,
                    width: photo.width,
                    height: photo.height,
                  })),
                },
              },
            },
            select: { id: true },
          });
          seeded.push({ ...car, id: created.id });
        }
        const carIdByKey = new Map(seeded.map((car) => [car.key, car.id]));

        const business = buildDemoBusiness(seeded, now, staff);
        await tx.contactTicket.createMany({ data: business.tickets });
        await tx.sale.createMany({ data: business.sales });

        const storeFile = async (spec: DemoFileSpec) => {
          const file = await makeDemoFile(spec);
          const row = await tx.storedFile.create({ data: file, select: { id: true } });
          return row.id;
        };
        for (const { receipt, ...expense } of business.expenses) {
          await tx.expense.create({
            data: { ...expense, receiptFileId: receipt ? await storeFile(receipt) : null },
          });
        }
        for (const { file, ...document } of business.documents) {
          await tx.document.create({ data: { ...document, fileId: await storeFile(file) } });
        }
        await tx.invoice.createMany({ data: business.invoices });
        for (const counter of business.invoiceCounters) {
          // Never lower a counter: generated numbers must continue after the demo ones.
          const existing = await tx.invoiceCounter.findUnique({ where: { period: counter.period } });
          await tx.invoiceCounter.upsert({
            where: { period: counter.period },
            create: counter,
            update: { lastValue: Math.max(existing?.lastValue ?? 0, counter.lastValue) },
          });
        }

        await tx.analyticsEvent.createMany({
          data: analytics.events.map(({ carKey, ...event }) => ({
            ...event,
            carId: carIdByKey.get(carKey)!,
          })),
        });

        const at = new Date();
        await tx.cacheTagRevalidation.upsert({
          where: { tag: "cars" },
          create: { tag: "cars", updatedAt: at },
          update: { updatedAt: at },
        });

        return {
          cars: seeded.length,
          sold: seeded.filter((car) => car.status === "sold").length,
          staff: staffIds.size,
          tickets: business.tickets.length,
          sales: business.sales.length,
          expenses: business.expenses.length,
          documents: business.documents.length,
          invoices: business.invoices.length,
          files: business.expenses.filter((expense) => expense.receipt).length + business.documents.length,
          events: analytics.events.length,
        };
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 30_000 },
    );
    const finished = Date.now();
    const photoCount = stored.length;
    const summary =
      `${counts.cars} cars (${counts.sold} sold), ${photoCount} photos (${(photoBytes / 1024 / 1024).toFixed(1)} MB), ` +
      (counts.staff ? `${counts.staff} staff accounts, ` : "") +
      `${counts.tickets} tickets, ${counts.sales} sales, ${counts.expenses} expenses, ${counts.documents} documents, ` +
      `${counts.invoices} invoices, ${counts.files} private files, ${counts.events} analytics events ` +
      `(photos ${seconds(photosDone - started)}, total ${seconds(finished - started)})`;
    options.log?.(summary);
    return summary;
  } catch (error) {
    await removePhotos(stored);
    if (error instanceof AlreadySeeded) return null;
    throw error;
  }
}

function carRow(car: DemoCar) {
  return {
    brand: car.brand,
    model: car.model,
    year: car.year,
    yearValue: car.yearValue,
    price: car.price.toFixed(2),
    mileage: car.mileage,
    engine: car.engine,
    transmission: car.transmission,
    fuel: car.fuel,
    color: car.color,
    description: car.description,
    features: car.features,
    specifications: car.specifications,
    isFeatured: car.isFeatured,
    isTurbo: car.isTurbo,
    whatsappMessage: car.whatsappMessage,
    purchasePrice: car.purchasePrice.toFixed(2),
    purchaseDate: car.purchaseDate,
    fipeCode: car.fipeCode,
    fipePrice: car.fipePrice?.toFixed(2) ?? null,
    fipeReferenceMonth: car.fipeReferenceMonth,
    plate: car.plate,
    renavam: car.renavam,
    chassis: car.chassis,
    status: car.status,
    createdAt: car.createdAt,
  };
}

async function removePhotos(photos: StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => deleteLocalPhoto(photo.publicId).catch(() => false)));
}

/** `seed` on its own client: connects to `url`, seeds when the database is empty, disconnects. */
export async function seedIfEmpty(url: string, options: { staffAccounts: boolean }): Promise<string | null> {
  const db = createPrismaClient(url);
  try {
    return await seed(db, options);
  } finally {
    await db.$disconnect();
  }
}
