import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";

import Busboy, { type BusboyFileStream } from "@fastify/busboy";

import { discardRest } from "@/lib/http/body";
import { HttpError, badRequest } from "@/lib/http/errors";
import { MALFORMED_MULTIPART, NOT_MULTIPART } from "@/lib/http/multipart";

// A multipart/form-data body read as it arrives, for a public route that takes files (POST /api/trade-ins): the
// text fields are kept (each within its own limit), every file part is judged by its first bytes as soon as they
// arrive and written to a private temporary folder, never held in memory, within a limit per part and on the
// number of parts. The first refusal answers at once: what the client still sends is drained, never read. The
// caller works with the files inside `withSpooledMultipart`, which deletes them afterwards whatever happens.

export type SpooledFile = { name: string; path: string; size: number };
export type SpooledForm = { fields: Record<string, string>; files: SpooledFile[] };

export type MultipartLimits = {
  /** The whole body: a declared Content-Length above it is refused before anything is read. */
  maxBodyBytes: number;
  /** 413 text of a body or a file over its limit. */
  tooLarge: string;
  /** Text fields kept (the first value of each name), each cut at `maxFieldBytes`. */
  maxFields: number;
  maxFieldBytes: number;
  /** The one field that carries files; file parts under other names are drained and dropped. */
  fileField: string;
  maxFiles: number;
  /** The refusal of one file more than `maxFiles`. */
  tooManyFiles: () => HttpError;
  maxFileBytes: number;
  /** Judges a file by its first bytes (at most HEAD_BYTES; fewer only for a smaller file): throws to refuse it. */
  checkFileStart: (name: string, head: Uint8Array) => void;
};

/** Enough for every photo signature, the ISO-BMFF `ftyp` box included. */
export const HEAD_BYTES = 4096;

const MULTIPART = /^multipart\/form-data\s*;.*\bboundary=/i;

/** One file part: its first bytes are judged, then everything goes to `target` within the size limit. */
async function spoolPart(
  stream: BusboyFileStream,
  name: string,
  target: string,
  limits: MultipartLimits,
): Promise<SpooledFile | null> {
  const out = createWriteStream(target, { mode: 0o600 });
  let head: Buffer | null = Buffer.alloc(0);
  let size = 0;
  const judge = () => {
    if (head === null) return;
    const first = head;
    head = null;
    if (first.byteLength > 0) limits.checkFileStart(name, first);
  };
  try {
    // Past the limit the part is refused at once (busboy would go on reading it to throw it away).
    stream.on("limit", () => stream.destroy(new HttpError(413, limits.tooLarge)));
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (head !== null) {
        head = Buffer.concat([head, chunk]);
        if (head.byteLength < HEAD_BYTES) continue;
        const buffered = head;
        judge();
        if (!out.write(buffered)) await once(out, "drain");
        continue;
      }
      if (!out.write(chunk)) await once(out, "drain");
    }
    // A file smaller than HEAD_BYTES is judged whole; an empty part (an untouched file input) is no file.
    if (head !== null) {
      const buffered: Buffer = head;
      judge();
      out.write(buffered);
    }
    out.end();
    await finished(out);
    return size > 0 ? { name, path: target, size } : null;
  } catch (error) {
    out.destroy();
    stream.resume();
    throw error;
  }
}

async function readInto(request: Request, folder: string, limits: MultipartLimits): Promise<SpooledForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(contentType)) throw badRequest(NOT_MULTIPART);
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes) throw new HttpError(413, limits.tooLarge);

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        // One more than allowed, so the extra file is seen and refused rather than silently dropped.
        files: limits.maxFiles + 1,
        fileSize: limits.maxFileBytes,
        parts: limits.maxFields + limits.maxFiles + 1,
      },
    });
  } catch {
    throw badRequest(MALFORMED_MULTIPART);
  }

  const fields: Record<string, string> = {};
  const parts: Array<Promise<SpooledFile | null>> = [];
  let failure: unknown = null;
  // Waits that a failure ends at once. (No Promise.race against one long-lived promise per chunk: each race
  // would keep its chunk reachable until the request ends.)
  const waiters = new Set<() => void>();
  const fail = (error: unknown) => {
    if (failure) return;
    failure = error;
    for (const wake of [...waiters]) wake();
  };
  /** Resolves on the parser's `event`, or as soon as the read has failed. */
  const until = (event: "drain" | "finish") =>
    new Promise<void>((resolve) => {
      if (failure) return resolve();
      const wake = () => {
        parser.off(event, wake);
        waiters.delete(wake);
        resolve();
      };
      parser.on(event, wake);
      waiters.add(wake);
    });

  parser.on("field", (name, value) => {
    fields[name] ??= value;
  });
  parser.on("file", (field, stream, fileName) => {
    if (failure || field !== limits.fileField) {
      stream.resume();
      return;
    }
    if (parts.length >= limits.maxFiles) {
      stream.resume();
      fail(limits.tooManyFiles());
      return;
    }
    const part = spoolPart(stream, fileName, path.join(folder, `part-${parts.length}`), limits);
    part.catch(fail);
    parts.push(part);
  });
  parser.on("error", () => fail(badRequest(MALFORMED_MULTIPART)));

  const reader = request.body?.getReader();
  /**
   * The client's next chunk, or null as soon as the read has failed: a part refused by the chunk just written
   * is answered at once, not when a client that paused sends more.
   */
  const nextChunk = (from: ReadableStreamDefaultReader<Uint8Array>) =>
    new Promise<ReadableStreamReadResult<Uint8Array> | null>((resolve, reject) => {
      if (failure) return resolve(null);
      const wake = () => resolve(null);
      waiters.add(wake);
      from.read().then(
        (result) => {
          waiters.delete(wake);
          resolve(result);
        },
        (error: unknown) => {
          waiters.delete(wake);
          reject(error);
        },
      );
    });
  let received = 0;
  if (reader) {
    // A failure stops the reading at once (a refused part keeps the parser draining meanwhile).
    while (!failure) {
      const next = await nextChunk(reader);
      if (!next || next.done || failure) break;
      received += next.value.byteLength;
      if (received > limits.maxBodyBytes) {
        fail(new HttpError(413, limits.tooLarge));
        break;
      }
      if (!parser.write(next.value)) await until("drain");
    }
  }
  if (!failure) {
    const finished = until("finish");
    parser.end();
    await finished;
  }
  if (failure) {
    // Answer now; what the client still sends is read and dropped (or cut off), never kept.
    if (reader) discardRest(reader);
    parser.destroy();
    await Promise.allSettled(parts);
    throw failure;
  }
  const settled = await Promise.all(parts);
  return { fields, files: settled.filter((file): file is SpooledFile => file !== null) };
}

/**
 * Reads the body within `limits` into a temporary folder, hands the fields and files to `handle`, and deletes the
 * folder when `handle` is done (or when the body is refused).
 */
export async function withSpooledMultipart<T>(
  request: Request,
  limits: MultipartLimits,
  handle: (form: SpooledForm) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "upload-"));
  try {
    return await handle(await readInto(request, folder, limits));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
