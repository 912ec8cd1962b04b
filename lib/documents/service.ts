import "server-only";

import { MAX_DOCUMENT_BYTES } from "@/lib/constants/uploads";
import { recordAudit } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/actor";
import { prisma } from "@/lib/db/client";
import { dayDate } from "@/lib/db/day-date";
import type { Tx } from "@/lib/db/tx";
import { expiryStatus } from "@/lib/documents/expiry";
import {
  DOCUMENT_CAR_NOT_FOUND,
  DOCUMENT_FILE_NOT_FOUND,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_UNSUPPORTED,
  FILE_REQUIRED,
  documentCreateSchema,
  documentUpdateSchema,
  type ApiDocument,
} from "@/lib/documents/schema";
import { carLabel, findCar } from "@/lib/finance/cars";
import { DOCUMENT_TYPES_ACCEPTED } from "@/lib/files/detect";
import {
  deletePrivateFile,
  privateFileResponse,
  storePrivateFile,
  type IncomingFile,
} from "@/lib/files/storage";
import type { UploadRules } from "@/lib/files/upload";
import { isoDay, todayInSaoPaulo } from "@/lib/format/dates";
import { badRequest, notFound } from "@/lib/http/errors";
import { inputErrorBody } from "@/lib/validation/input-errors";

// Documents with their file (image, PDF, DOC or DOCX up to 10 MB), stored privately within the storage quota.

export const DOCUMENT_UPLOAD: UploadRules = {
  fileField: "file",
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: DOCUMENT_TOO_LARGE,
  accepted: DOCUMENT_TYPES_ACCEPTED,
  unsupported: DOCUMENT_UNSUPPORTED,
};

export const documentInclude = {
  car: { select: { brand: true, model: true, year: true } },
  file: { select: { fileName: true, size: true } },
} as const;

function findDocument(id: string) {
  return prisma.document.findUnique({ where: { id }, include: documentInclude });
}

type DocumentRow = Omit<NonNullable<Awaited<ReturnType<typeof findDocument>>>, "search">;

export function toApiDocument(document: DocumentRow, today: string = todayInSaoPaulo()): ApiDocument {
  const expiryDate = document.expiryDate ? isoDay(document.expiryDate) : null;
  const fileName = document.file?.fileName ?? null;
  const createdAt = document.createdAt.toISOString();
  return {
    id: document.id,
    title: document.title,
    type: document.type,
    carId: document.carId,
    car_id: document.carId,
    carLabel: document.car ? carLabel(document.car) : null,
    clientName: document.clientName,
    client_name: document.clientName,
    fileName,
    file_name: fileName,
    fileSize: document.file?.size ?? null,
    expiryDate,
    expiry_date: expiryDate,
    expiryStatus: expiryStatus(expiryDate, today),
    createdAt,
    created_at: createdAt,
  };
}

async function checkCar(tx: Tx, carId: string | null | undefined): Promise<void> {
  if (carId && !(await findCar(tx, carId)))
    throw badRequest(DOCUMENT_CAR_NOT_FOUND, { carId: DOCUMENT_CAR_NOT_FOUND });
}

/** The file is required: without it the answer is 400 'Selecione um arquivo' (with any field errors beside it). */
export async function createDocument(
  actor: Actor,
  fields: unknown,
  file: IncomingFile | null,
): Promise<ApiDocument> {
  const parsed = documentCreateSchema.safeParse(fields);
  if (!file)
    throw badRequest(FILE_REQUIRED, {
      file: FILE_REQUIRED,
      ...(parsed.success ? {} : inputErrorBody(parsed.error.issues).fields),
    });
  if (!parsed.success) throw parsed.error;
  const input = parsed.data;
  const id = await prisma.$transaction(async (tx) => {
    await checkCar(tx, input.carId);
    const fileId = await storePrivateFile(tx, "document", file);
    const row = await tx.document.create({
      data: { ...input, expiryDate: dayDate(input.expiryDate), fileId },
    });
    await recordAudit(tx, actor, {
      entity: "document",
      entityId: row.id,
      action: "create",
      before: null,
      after: row,
    });
    return row.id;
  });
  return toApiDocument((await findDocument(id))!);
}

/** Changes the fields sent; a new file replaces the stored one (within the quota), no file keeps it. */
export async function updateDocument(
  actor: Actor,
  id: string,
  fields: unknown,
  file: IncomingFile | null,
): Promise<ApiDocument> {
  const existing = await prisma.document.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw notFound(DOCUMENT_NOT_FOUND);
  const { expiryDate, ...input } = documentUpdateSchema.parse(fields);
  await prisma.$transaction(async (tx) => {
    const current = await tx.document.findUnique({ where: { id } });
    if (!current) throw notFound(DOCUMENT_NOT_FOUND);
    await checkCar(tx, input.carId);
    const fileId = file
      ? await storePrivateFile(tx, "document", file, { replacing: current.fileId })
      : undefined;
    const after = await tx.document.update({
      where: { id },
      data: {
        ...input,
        ...(expiryDate !== undefined ? { expiryDate: dayDate(expiryDate) } : {}),
        ...(fileId ? { fileId } : {}),
      },
    });
    await recordAudit(tx, actor, {
      entity: "document",
      entityId: id,
      action: "update",
      before: current,
      after,
    });
  });
  return toApiDocument((await findDocument(id))!);
}

export async function deleteDocument(actor: Actor, id: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const existing = await tx.document.findUnique({ where: { id } });
    if (!existing) throw notFound(DOCUMENT_NOT_FOUND);
    await tx.document.delete({ where: { id } });
    await deletePrivateFile(tx, existing.fileId);
    await recordAudit(tx, actor, {
      entity: "document",
      entityId: id,
      action: "delete",
      before: existing,
      after: null,
    });
  });
}

export async function documentDownload(id: string): Promise<Response> {
  const document = await prisma.document.findUnique({
    where: { id },
    select: { id: true, file: { select: { fileName: true, contentType: true, data: true } } },
  });
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  if (!document.file) throw notFound(DOCUMENT_FILE_NOT_FOUND);
  return privateFileResponse(document.file);
}
