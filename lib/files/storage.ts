import "server-only";

import { createHash } from "node:crypto";

import { prisma, type Db } from "@/lib/db/client";
import type { StoredFileKind } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/tx";
import { env } from "@/lib/env";
import { PRIVATE_FILE_CONTENT_TYPES, typeOfContentType, type PrivateFileType } from "@/lib/files/detect";
import { attachmentDisposition, downloadFileName } from "@/lib/files/names";
import { HttpError } from "@/lib/http/errors";

// Private files (expense receipts, documents, trade-in photos) live in PostgreSQL, one StoredFile row each, and are
// only ever served by the authorized download routes: there is no public URL for them. Two quotas share nothing:
// the staff's files (PRIVATE_STORAGE_QUOTA_BYTES) and what visitors send (VISITOR_STORAGE_QUOTA_BYTES), so no
// number of visitors' uploads can make a staff upload answer 507.

export const STORAGE_FULL = "Armazenamento insuficiente";

/** An accepted upload: its bytes, their real type, and the client's (cleaned) name for display. */
export type IncomingFile = { fileName: string; bytes: Uint8Array; type: PrivateFileType };

export type StoragePool = "staff" | "visitors";

const VISITOR_KINDS: readonly StoredFileKind[] = ["trade_in_photo"];

export const poolOf = (kind: StoredFileKind): StoragePool =>
  VISITOR_KINDS.includes(kind) ? "visitors" : "staff";

const kindsOf = (pool: StoragePool) =>
  pool === "visitors" ? { in: [...VISITOR_KINDS] } : { notIn: [...VISITOR_KINDS] };

// Every quota check and file insert runs under its pool's transaction-scoped lock, so two uploads can never both
// see the same free space and overflow the quota together (and a visitor's upload never waits on a staff one).
const QUOTA_LOCK_KEYS: Record<StoragePool, number> = { staff: 0x5f10_7a6e, visitors: 0x5f10_7a6f };

const quotaOf = (pool: StoragePool) =>
  pool === "visitors" ? env.VISITOR_STORAGE_QUOTA_BYTES : env.PRIVATE_STORAGE_QUOTA_BYTES;

/** Bytes stored in one pool's private files: the staff's receipts and documents, or the visitors' photos. */
export async function usedPrivateBytes(db: Tx | Db = prisma, pool: StoragePool = "staff"): Promise<number> {
  const total = await db.storedFile.aggregate({ where: { kind: kindsOf(pool) }, _sum: { size: true } });
  return total._sum.size ?? 0;
}

/**
 * Stores a file inside the caller's transaction, first deleting the one it replaces (whose space then counts
 * as free). Over its pool's quota it throws 507 and the transaction rolls everything back.
 */
export async function storePrivateFile(
  tx: Tx,
  kind: StoredFileKind,
  file: IncomingFile,
  options: { replacing?: string | null; quotaBytes?: number } = {},
): Promise<string> {
  const pool = poolOf(kind);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_KEYS[pool]})`;
  if (options.replacing) await tx.storedFile.deleteMany({ where: { id: options.replacing } });
  const quota = options.quotaBytes ?? quotaOf(pool);
  if ((await usedPrivateBytes(tx, pool)) + file.bytes.byteLength > quota)
    throw new HttpError(507, STORAGE_FULL);
  const data = new Uint8Array(new ArrayBuffer(file.bytes.byteLength));
  data.set(file.bytes);
  const row = await tx.storedFile.create({
    data: {
      kind,
      fileName: file.fileName,
      contentType: PRIVATE_FILE_CONTENT_TYPES[file.type],
      size: data.byteLength,
      sha256: createHash("sha256").update(data).digest("hex"),
      data,
    },
    select: { id: true },
  });
  return row.id;
}

export async function deletePrivateFile(tx: Tx, id: string | null | undefined): Promise<void> {
  if (id) await tx.storedFile.deleteMany({ where: { id } });
}

/**
 * The download answer: an attachment (never shown inline), typed from the bytes as stored, under a safe
 * RFC 6266 name, sandboxed and never cached.
 */
export function privateFileResponse(file: {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}): Response {
  const type = typeOfContentType(file.contentType);
  const body = new Uint8Array(new ArrayBuffer(file.data.byteLength));
  body.set(file.data);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": type ? PRIVATE_FILE_CONTENT_TYPES[type] : "application/octet-stream",
      "Content-Length": String(body.byteLength),
      "Content-Disposition": attachmentDisposition(downloadFileName(file.fileName, type)),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/** A stored file's bytes and name, or null. */
export async function readPrivateFile(id: string) {
  return prisma.storedFile.findUnique({
    where: { id },
    select: { fileName: true, contentType: true, data: true },
  });
}
