import "server-only";

import { MAX_PHOTO_BYTES, MAX_TRADE_IN_PHOTOS } from "@/lib/constants";
import { prisma } from "@/lib/db/client";
import { storePrivateFile } from "@/lib/files/storage";
import { formatMileage } from "@/lib/format/mileage";
import { HttpError, badRequest, notFound } from "@/lib/http/errors";
import { readImageHeader } from "@/lib/images/detect";
import { storeLead } from "@/lib/leads/lifecycle";
import { PhotoRejectedError, processPhoto, type ProcessedPhoto } from "@/lib/images/photo";
import { PHOTO_TOO_LARGE, notAnImage, tooManyPixels } from "@/lib/storage/photo-service";
import { TICKET_NOT_FOUND, ticketErrorMessage, ticketFieldErrors } from "@/lib/tickets/schema";
import { countAnonymousWrite } from "@/lib/tickets/service";
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
// PostgreSQL: no public URL), re-encoded without metadata by the car photos' own pipeline.
// Order of the checks: the text fields (400), the number of photos (400), each photo's size (413) and type from
// its bytes (415), then the shared anonymous rate limit (only well-formed requests count), then the decoding.
// The files and the ticket are written in one transaction: a photo that cannot be stored leaves nothing behind.

/** JPEG, PNG, WebP and HEIC/HEIF, as the task's page promises; AVIF is a car-photo format only. */
const TRADE_IN_FORMATS = new Set(["jpeg", "png", "webp", "heic"]);

/** A photo part as the route read it from the form. */
export type IncomingPhoto = { name: string; bytes: Uint8Array };

const PHOTO_FIELD = "photos";

/** The text fields and photo parts of the multipart form. */
export function splitTradeInForm(form: FormData): { fields: Record<string, string>; photos: File[] } {
  const fields: Record<string, string> = {};
  const photos: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === PHOTO_FIELD) {
      // An untouched file input sends an empty part: no photo.
      if (typeof value !== "string" && value.size > 0) photos.push(value);
    } else if (typeof value === "string") {
      fields[name] ??= value;
    }
  }
  return { fields, photos };
}

export function parseTradeIn(fields: Record<string, unknown>): TradeInValues {
  const parsed = tradeInSchema.safeParse(fields);
  if (!parsed.success)
    throw badRequest(ticketErrorMessage(parsed.error.issues), ticketFieldErrors(parsed.error.issues));
  return parsed.data;
}

/** 413 over the size limit, 415 when the bytes are none of the accepted photo formats (whatever the name). */
export function checkPhotoParts(photos: readonly { name: string; size: number }[]): void {
  if (photos.length > MAX_TRADE_IN_PHOTOS) throw badRequest(TOO_MANY_PHOTOS, { photos: TOO_MANY_PHOTOS });
  for (const photo of photos) if (photo.size > MAX_PHOTO_BYTES) throw new HttpError(413, PHOTO_TOO_LARGE);
}

function checkPhotoBytes(photo: IncomingPhoto): void {
  const header = readImageHeader(photo.bytes);
  if (!header || !TRADE_IN_FORMATS.has(header.format)) throw new HttpError(415, notAnImage(photo.name));
}

async function reencode(photo: IncomingPhoto): Promise<ProcessedPhoto> {
  try {
    return await processPhoto(photo.bytes);
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
 * POST /api/trade-ins: validates everything it can before counting the request against the anonymous rate
 * limit, decodes and re-encodes the photos, then stores the files and the ticket together.
 */
export async function createTradeIn(
  fields: Record<string, unknown>,
  photos: readonly IncomingPhoto[],
  clientAddress: string,
): Promise<{ id: string; status: string }> {
  const values = parseTradeIn(fields);
  checkPhotoParts(photos.map((photo) => ({ name: photo.name, size: photo.bytes.byteLength })));
  photos.forEach(checkPhotoBytes);

  await countAnonymousWrite(clientAddress);

  // One at a time: the photo pipeline bounds its own concurrency, and a bad photo stops the rest early.
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
