import type { z } from "zod";

import { MAX_JSON_BODY_BYTES } from "@/lib/constants";
import { HttpError, badRequest } from "@/lib/http/errors";

export const BODY_TOO_LARGE = "Corpo da requisição muito grande";
export const MALFORMED_JSON = "JSON inválido";

/**
 * Reads the request body as text, refusing it with 413 as soon as it passes `limit` bytes: the declared
 * Content-Length is checked before anything is read, and the stream is counted while it is read.
 */
export async function readBodyText(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, BODY_TOO_LARGE);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, BODY_TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
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
