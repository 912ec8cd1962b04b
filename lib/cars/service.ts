import "server-only";

import sharp from "sharp";

import { recordAudit } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/actor";
import { toApiCar, type ApiCar } from "@/lib/cars/dto";
import { CAR_LIMIT_REACHED } from "@/lib/cars/messages";
import { getStaffCar, isPlausibleId } from "@/lib/cars/queries";
import {
  MINIMUM_ABOVE_PRICE,
  yearValueOf,
  type CarCreateInput,
  type CarImageInput,
  type CarUpdateInput,
} from "@/lib/cars/schema";
import { invalidateTags } from "@/lib/cache/invalidate";
import { CARS_TAG, carTag } from "@/lib/cache/tags";
import { CAR_NOT_FOUND_MESSAGE, MAX_CARS } from "@/lib/constants/cars";
import { prisma } from "@/lib/db/client";
import type { Tx } from "@/lib/db/tx";
import type { ConsignmentInput } from "@/lib/consignments/schema";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { assertMayReleaseSoldCar } from "@/lib/sales/service";
import { readLocalPhoto } from "@/lib/storage/local-photos";
import { deletePhotos, type PhotoDeletionSummary } from "@/lib/storage/photo-service";
import { isStoredPhotoUrl, localPhotoRef } from "@/lib/storage/photo-storage";

// Creating, changing and deleting cars (docs/business-rules.md "Cars"). Each write is one transaction; photos a car no longer
// shows are deleted from storage only after it commits (a failed save never loses a photo), and every write
// expires the showroom's cached pages on all instances.

type PhotoRow = { publicId: string; url: string; width: number; height: number };

const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;
/** Used when neither the client nor the file says how big a photo is: the ratio of the cards' photo box. */
const FALLBACK_PHOTO_SIZE = { width: 1600, height: 1200 } as const;
const INVALID_IMAGE = "Imagem inválida";

/**
 * Serializes everything that can add an available car, then refuses when MAX_CARS exist already: with the
 * transaction-scoped advisory lock taken first, 100 concurrent creates never make 101. Sold cars don't count.
 * Other areas that make a car available again (a cancelled sale) call this inside their own transaction.
 */
export async function assertRoomForAvailableCar(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('cars:available-stock'))`;
  const available = await tx.car.count({ where: { status: "available" } });
  if (available >= MAX_CARS) throw conflict(CAR_LIMIT_REACHED);
}

/** The size of a local photo from its file header; null when no such file is stored. */
async function localPhotoSize(url: string): Promise<{ width: number; height: number } | null> {
  const segments = url.split("/").slice(2);
  const stored = await readLocalPhoto(segments);
  if (!stored) return null;
  try {
    const { width, height } = await sharp(stored.bytes).metadata();
    return width && height ? { width, height } : FALLBACK_PHOTO_SIZE;
  } catch {
    return null;
  }
}

/**
 * The rows of the car's photo list, in order. Each must be a photo this app stored: a local /media file that
 * exists, or a Cloudinary URL of the configured cloud. Photos the car already shows keep their known size.
 */
async function photoRows(images: CarImageInput[], known: ReadonlyMap<string, PhotoRow>): Promise<PhotoRow[]> {
  const fields: Record<string, string> = {};
  const rows = await Promise.all(
    images.map(async (image, index): Promise<PhotoRow | null> => {
      const current = known.get(image.publicId);
      if (current && current.url === image.url) return current;
      if (!isStoredPhotoUrl(image.url, image.publicId)) {
        fields[`images.${index}`] = INVALID_IMAGE;
        return null;
      }
      let size = image.width && image.height ? { width: image.width, height: image.height } : null;
      if (localPhotoRef(image.url)) {
        const stored = await localPhotoSize(image.url);
        if (!stored) {
          fields[`images.${index}`] = INVALID_IMAGE;
          return null;
        }
        size ??= stored;
      }
      return { publicId: image.publicId, url: image.url, ...(size ?? FALLBACK_PHOTO_SIZE) };
    }),
  );
  if (Object.keys(fields).length) throw badRequest(INVALID_IMAGE, fields);
  return rows.filter((row): row is PhotoRow => row !== null);
}

const photoCreates = (rows: PhotoRow[]) => rows.map((row, position) => ({ ...row, position }));

/** A YYYY-MM-DD day as date-only columns store it (UTC midnight). */
const dateOnly = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The columns of the fields present in a validated input. Plain fields are stored as the schema gives them (a new
 * plain car field needs nothing here); the brand and price are never cleared; money goes in as fixed-point text, the purchase day as a date, and the year
 * also sets the number filters use.
 */
function carColumns<Input extends CarUpdateInput>(input: Input) {
  const {
    images: _images,
    consignment: _consignment,
    brand,
    year,
    price,
    purchasePrice,
    purchaseDate,
    fipePrice,
    minimumPrice,
    ...plain
  } = input;
  return {
    ...plain,
    ...(brand != null && { brand }),
    ...(year !== undefined && { year, yearValue: yearValueOf(year) }),
    ...(price != null && { price: price.toFixed(2) }),
    ...(purchasePrice !== undefined && { purchasePrice: purchasePrice?.toFixed(2) ?? null }),
    ...(fipePrice !== undefined && { fipePrice: fipePrice?.toFixed(2) ?? null }),
    ...(minimumPrice !== undefined && { minimumPrice: minimumPrice?.toFixed(2) ?? null }),
    ...(purchaseDate !== undefined && { purchaseDate: purchaseDate ? dateOnly(purchaseDate) : null }),
  };
}

/**
 * The car as the audit trail compares it: every column (so a new car field is audited without naming it here),
 * its photo list by publicId and its consignment.
 */
async function auditedCar(tx: Tx, id: string) {
  const car = await tx.car.findUnique({
    where: { id },
    include: {
      photos: { select: { publicId: true }, orderBy: { position: "asc" } },
      consignment: { omit: { carId: true, createdAt: true, updatedAt: true } },
    },
  });
  if (!car) return null;
  const { photos, ...columns } = car;
  return { ...columns, images: photos.map((photo) => photo.publicId) };
}

/** Writes the car's consignment as sent: the six fields, or `null` to remove it (absent: unchanged). */
async function writeConsignment(tx: Tx, carId: string, consignment: ConsignmentInput | null | undefined) {
  if (consignment === undefined) return;
  if (consignment === null) {
    await tx.carConsignment.deleteMany({ where: { carId } });
    return;
  }
  const columns = {
    ownerName: consignment.ownerName,
    ownerDocument: consignment.ownerDocument,
    ownerPhone: consignment.ownerPhone,
    netToOwner: consignment.netToOwner.toFixed(2),
    startDate: dateOnly(consignment.startDate),
    endDate: dateOnly(consignment.endDate),
  };
  await tx.carConsignment.upsert({
    where: { carId },
    create: { carId, ...columns },
    update: columns,
    select: { carId: true },
  });
}

/**
 * Records a price the car was given (docs/business-rules.md "Price history"), inside the transaction that writes
 * it: the creation's price (no previous one) and every change after it.
 */
async function recordPrice(
  tx: Tx,
  carId: string,
  price: number,
  previousPrice: number | null,
  actor: Actor,
): Promise<void> {
  await tx.carPriceChange.create({
    data: {
      carId,
      price: price.toFixed(2),
      previousPrice: previousPrice?.toFixed(2) ?? null,
      byUserId: actor.id,
      byEmail: actor.email,
    },
    select: { id: true },
  });
}

async function readBack(id: string, actor: Actor): Promise<ApiCar> {
  const car = await getStaffCar(id);
  if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
  return toApiCar(car, actor);
}

/** Deletes photos no car shows any more (one may be shared by another car: that one is kept). */
async function dropUnusedPhotos(publicIds: string[]): Promise<PhotoDeletionSummary> {
  if (!publicIds.length) return { deleted: 0, failed: 0 };
  const stillUsed = await prisma.carPhoto.findMany({
    where: { publicId: { in: publicIds } },
    select: { publicId: true },
  });
  const used = new Set(stillUsed.map((photo) => photo.publicId));
  return deletePhotos(publicIds.filter((publicId) => !used.has(publicId)));
}

/** POST /api/cars. */
export async function createCar(input: CarCreateInput, actor: Actor): Promise<ApiCar> {
  const photos = await photoRows(input.images ?? [], new Map());
  const { id } = await prisma.$transaction(async (tx) => {
    await assertRoomForAvailableCar(tx);
    const created = await tx.car.create({
      data: {
        ...carColumns(input),
        brand: input.brand!,
        year: input.year,
        yearValue: yearValueOf(input.year),
        price: input.price!.toFixed(2),
        status: "available",
        photos: { create: photoCreates(photos) },
      },
      select: { id: true },
    });
    await writeConsignment(tx, created.id, input.consignment);
    await recordPrice(tx, created.id, input.price!, null, actor);
    const after = await auditedCar(tx, created.id);
    await recordAudit(tx, actor, {
      entity: "car",
      entityId: created.id,
      action: "create",
      before: null,
      after,
    });
    return created;
  }, TRANSACTION_OPTIONS);
  await invalidateTags([CARS_TAG, carTag(id)]);
  return readBack(id, actor);
}

/** PUT /api/cars/{id}: the fields present change; `images` replaces the photo list (the first is the main one). */
export async function updateCar(id: string, input: CarUpdateInput, actor: Actor): Promise<ApiCar> {
  if (!isPlausibleId(id)) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const current = await prisma.car.findUnique({
    where: { id },
    select: { photos: { select: { publicId: true, url: true, width: true, height: true } } },
  });
  if (!current) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const photos = input.images
    ? await photoRows(input.images, new Map(current.photos.map((photo) => [photo.publicId, photo])))
    : null;

  const removed = await prisma.$transaction(async (tx) => {
    // Concurrent saves of one car apply one after the other, each against the photo list the last one left.
    const locked = await tx.$queryRaw<
      Array<{ status: string; price: string; minimumPrice: string | null }>
    >`SELECT status::text AS status, price::text AS price, "minimumPrice"::text AS "minimumPrice"
      FROM "Car" WHERE id = ${id} FOR UPDATE`;
    const row = locked[0];
    if (!row) throw notFound(CAR_NOT_FOUND_MESSAGE);
    // The pair as it will be stored, when only one of them is sent.
    const price = input.price ?? Number(row.price);
    const stored = row.minimumPrice === null ? null : Number(row.minimumPrice);
    const minimum = input.minimumPrice !== undefined ? input.minimumPrice : stored;
    if (minimum != null && minimum > price)
      throw badRequest(MINIMUM_ABOVE_PRICE, { minimumPrice: MINIMUM_ABOVE_PRICE });
    if (input.status === "available" && row.status !== "available") {
      await assertMayReleaseSoldCar(tx, actor, id);
      await assertRoomForAvailableCar(tx);
    }
    const audited = await auditedCar(tx, id);
    await tx.car.update({ where: { id }, data: carColumns(input), select: { id: true } });
    await writeConsignment(tx, id, input.consignment);
    // Compared in cents: the column's text ("89900.00") and the validated number (89900) are the same price.
    const previousPrice = Number(row.price);
    if (input.price != null && Math.round(input.price * 100) !== Math.round(previousPrice * 100))
      await recordPrice(tx, id, input.price, previousPrice, actor);
    let removed: string[] = [];
    if (photos) {
      const before = await tx.carPhoto.findMany({ where: { carId: id }, select: { publicId: true } });
      await tx.carPhoto.deleteMany({ where: { carId: id } });
      await tx.carPhoto.createMany({ data: photoCreates(photos).map((photo) => ({ ...photo, carId: id })) });
      const kept = new Set(photos.map((photo) => photo.publicId));
      removed = before.map((photo) => photo.publicId).filter((publicId) => !kept.has(publicId));
    }
    const after = await auditedCar(tx, id);
    await recordAudit(tx, actor, { entity: "car", entityId: id, action: "update", before: audited, after });
    return removed;
  }, TRANSACTION_OPTIONS);

  await invalidateTags([CARS_TAG, carTag(id)]);
  await dropUnusedPhotos(removed);
  return readBack(id, actor);
}

/** DELETE /api/cars/{id}: the car (its photo rows cascade; tickets, sales and invoices keep their snapshot), then its photos. */
export async function deleteCar(
  id: string,
  actor: Actor,
): Promise<{ success: true; imagesDeletionSummary: PhotoDeletionSummary }> {
  if (!isPlausibleId(id)) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const publicIds = await prisma.$transaction(async (tx) => {
    const car = await auditedCar(tx, id);
    if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
    await tx.car.delete({ where: { id }, select: { id: true } });
    await recordAudit(tx, actor, { entity: "car", entityId: id, action: "delete", before: car, after: null });
    return car.images;
  }, TRANSACTION_OPTIONS);
  await invalidateTags([CARS_TAG, carTag(id)]);
  const imagesDeletionSummary = await dropUnusedPhotos(publicIds);
  return { success: true, imagesDeletionSummary };
}
