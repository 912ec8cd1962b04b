import "server-only";

import { readFile } from "node:fs/promises";

import { MAX_TRADE_IN_PHOTO_SIDE, MAX_TRADE_IN_PHOTOS } from "@/lib/constants/uploads";
import { prisma } from "@/lib/db/client";
import { storePrivateFile } from "@/lib/files/storage";
import { formatMileage } from "@/lib/format/mileage";
import { HttpError, badRequest, notFound, parseInput } from "@/lib/http/errors";
import { readImageHeader, sniffPhotoFormat } from "@/lib/images/detect";
import { storeLead } from "@/lib/leads/lifecycle";
import { PhotoRejectedError, processPhoto, type ProcessedPhoto } from "@/lib/images/photo";
import { notAnImage, tooManyPixels } from "@/lib/storage/photo-service";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";
import { formatPlate } from "@/lib/trade-ins/plate";
import {
  TOO_MANY_PHOTOS,
  TRADE_IN_PHOTO_NOT_FOUND,
  tradeInSchema,
  type TradeInValues,
} from "@/lib/trade-ins/schema";
import { isPlausibleId } from "@/lib/validation/ids";

// Trade-in appraisal requests ('Avalie seu usado', docs/business-rules.md "Trade-in appraisal"): a ticket with
// subject avaliacao-veiculo and the visitor's car, plus up to 6 photos kept as private files (StoredFile, in
// PostgreSQL: no public URL) in the visitors' own storage quota, re-encoded without metadata by the car photos'
// own pipeline within MAX_TRADE_IN_PHOTO_SIDE on both sides (a tall strip of noise must not become a 20 MB file).
// Order of the checks: the route counts the request against the shared anonymous rate limit and reads the body
// as a stream (lib/http/multipart-stream.ts: the number of photos, each one's size and its first bytes, refused
// while it arrives); here the text fields (400), each photo's header (415), then the decoding, one photo at a
// time, each read from its temporary file only then. The files and the ticket are written in one transaction: a
// photo that cannot be stored leaves nothing behind.

/** JPEG, PNG, WebP and HEIC/HEIF, as the task's page promises; AVIF is a car-photo format only. */
const TRADE_IN_FORMATS = new Set(["jpeg", "png", "webp", "heic"]);

/** A photo part as the route spooled it: the (cleaned) name it was sent with and its temporary file. */
export type IncomingPhoto = { name: string; path: string };

export const PHOTO_FIELD = "photos";

export function parseTradeIn(fields: Record<string, unknown>): TradeInValues {
  return parseInput(tradeInSchema, fields);
}

export const tooManyPhotos = () => badRequest(TOO_MANY_PHOTOS, { photos: TOO_MANY_PHOTOS });

/** A photo's first bytes, while it streams in: 415 unless they start a JPEG, PNG, WebP or HEIC file. */
export function checkPhotoStart(name: string, head: Uint8Array): void {
  const format = sniffPhotoFormat(head);
  if (!format || !TRADE_IN_FORMATS.has(format)) throw new HttpError(415, notAnImage(name));
}

async function reencode(photo: IncomingPhoto): Promise<ProcessedPhoto> {
  const bytes = await readFile(photo.path);
  const header = readImageHeader(bytes);
  if (!header || !TRADE_IN_FORMATS.has(header.format)) throw new HttpError(415, notAnImage(photo.name));
  try {
    return await processPhoto(bytes, {
      maxWidth: MAX_TRADE_IN_PHOTO_SIDE,
      maxHeight: MAX_TRADE_IN_PHOTO_SIDE,
    });
  } catch (error) {
    if (error instanceof PhotoRejectedError) {
      if (error.reason === "too_many_pixels") throw new HttpError(413, tooManyPixels(photo.name));
      throw new HttpError(415, notAnImage(photo.name));
    }
    throw error;
  }
}

/** The ticket's message: the car in one line (what the list's search and the WhatsApp reply read), then the notes. */
export function tradeInMessage(values: TradeInValues): string {
  const car = [
    `${values.brand} ${values.model} ${values.year}`,
    formatMileage(values.mileage),
    values.plate ? `placa ${formatPlate(values.plate)}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return [`Avaliação de usado: ${car}.`, values.notes].filter(Boolean).join("\n\n");
}

/**
 * POST /api/trade-ins, once its body is read: validates the fields, decodes and re-encodes the photos, then
 * stores the files and the ticket together.
 */
export async function createTradeIn(
  fields: Record<string, unknown>,
  photos: readonly IncomingPhoto[],
): Promise<{ id: string; status: string }> {
  const values = parseTradeIn(fields);
  if (photos.length > MAX_TRADE_IN_PHOTOS) throw tooManyPhotos();

  // One at a time, each read from its file only now: the photo pipeline bounds its own concurrency, a request
  // holds one photo in memory at most, and a bad photo stops the rest early.
  const processed: ProcessedPhoto[] = [];
  for (const photo of photos) processed.push(await reencode(photo));

  return storeLead(
    async (tx) => {
      const ticket = await tx.contactTicket.create({
        data: {
          name: values.name,
          email: values.email ?? null,
          phone: values.phone,
          subject: "avaliacao_veiculo",
          status: "pending",
          message: tradeInMessage(values),
          tradeInBrand: values.brand,
          tradeInModel: values.model,
          tradeInYear: values.year,
          tradeInMileage: values.mileage,
          tradeInPlate: values.plate,
          tradeInNotes: values.notes,
        },
        select: { id: true, status: true },
      });
      for (const [position, photo] of processed.entries()) {
        const fileId = await storePrivateFile(tx, "trade_in_photo", {
          fileName: `avaliacao-foto-${position + 1}.${photo.format}`,
          bytes: photo.bytes,
          type: photo.format === "webp" ? "webp" : "jpeg",
        });
        await tx.tradeInPhoto.create({ data: { ticketId: ticket.id, position, fileId } });
      }
      return { ticketId: ticket.id, result: ticket };
    },
    // Several megabytes of photos are written: more room than the default 5 seconds on a busy server.
    { maxWait: 10_000, timeout: 60_000 },
  );
}

/**
 * DELETE /api/trade-ins/{ticketId}/photos (tickets permission): the request's photos and their files go, the
 * ticket stays (photoCount 0), and their space in the visitors' quota is free again.
 */
export async function deleteTradeInPhotos(ticketId: string): Promise<void> {
  if (!isPlausibleId(ticketId)) throw notFound(TICKET_NOT_FOUND);
  await prisma.$transaction(async (tx) => {
    const ticket = await tx.contactTicket.findUnique({
      where: { id: ticketId },
      select: { tradeInPhotos: { select: { fileId: true } } },
    });
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    // The photo rows go with their files (onDelete: Cascade).
    await tx.storedFile.deleteMany({
      where: { id: { in: ticket.tradeInPhotos.map((photo) => photo.fileId) } },
    });
  });
}

/** GET /api/trade-ins/{ticketId}/photos/{n}: the n-th photo's file (0-based); 404 for anything unknown. */
export async function readTradeInPhoto(ticketId: string, n: string) {
  if (!isPlausibleId(ticketId)) throw notFound(TICKET_NOT_FOUND);
  if (!/^\d{1,2}$/.test(n)) throw notFound(TRADE_IN_PHOTO_NOT_FOUND);
  const photo = await prisma.tradeInPhoto.findUnique({
    where: { ticketId_position: { ticketId, position: Number(n) } },
    select: { file: { select: { fileName: true, contentType: true, data: true } } },
  });
  if (photo) return photo.file;
  const ticket = await prisma.contactTicket.findUnique({ where: { id: ticketId }, select: { id: true } });
  throw notFound(ticket ? TRADE_IN_PHOTO_NOT_FOUND : TICKET_NOT_FOUND);
}
