import type { z } from "zod";

import { MAX_JSON_BODY_BYTES } from "@/lib/constants";
import { HttpError, badRequest } from "@/lib/http/errors";

export const BODY_TOO_LARGE = "Corpo da requisição muito grande";
export const MALFORMED_JSON = "JSON inválido";

/**
 * Reads the request body, refusing it with 413 (`message`) as soon as it passes `limit` bytes: the declared
 * Content-Length is checked before anything is read, and the stream is counted while it is read, so an
 * oversized body is never buffered.
 */
export async function readBodyBytes(request: Request, limit: number, message = BODY_TOO_LARGE): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, message);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      discardRest(reader);
      throw new HttpError(413, message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 30_000;

/**
 * Reads and drops what the client still sends after a refusal, without keeping it. Cancelling the stream
 * right away would reset the connection before the 413 reaches the client; a client that goes on sending for
 * too long is cut off.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const cutOff = () => void reader.cancel().catch(() => undefined);
  const timer = setTimeout(cutOff, DISCARD_MAX_MS);
  timer.unref?.();
  void (async () => {
    let discarded = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        discarded += value.byteLength;
        if (discarded > DISCARD_MAX_BYTES) {
          cutOff();
          break;
        }
      }
    } catch {
      // The client went away or was cut off: nothing left to drain.
    } finally {
      clearTimeout(timer);
    }
  })();
}

/** Reads the request body as UTF-8 text within `limit` bytes (see readBodyBytes). */
export async function readBodyText(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(request, limit)).toString("utf8");
}

/** Parses a JSON body (application/json, or text/plain when `allowTextPlain`) and validates it with `schema`. */
export async function readJson<TSchema extends z.ZodType>(
  request: Request,
  schema: TSchema,
  options: { allowTextPlain?: boolean } = {},
): Promise<z.output<TSchema>> {
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const accepted = contentType === "application/json" || contentType.endsWith("+json") || (options.allowTextPlain && contentType === "text/plain");
  if (!accepted) throw new HttpError(415, "Envie os dados como application/json");
  const text = await readBodyText(request);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest(MALFORMED_JSON);
  }
  return schema.parse(data);
}
