import { MAX_JSON_BODY_BYTES } from "@/lib/constants/uploads";
import { HttpError, badRequest } from "@/lib/http/errors";

export const BODY_TOO_LARGE = "Corpo da requisição muito grande";
export const MALFORMED_JSON = "JSON inválido";
export const NOT_AN_OBJECT = "Envie os dados como um objeto JSON";

/**
 * Reads the request body, refusing it with 413 (`message`) as soon as it passes `limit` bytes: the declared
 * Content-Length is checked before anything is read, and the stream is counted while it is read, so an
 * oversized body is never buffered.
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
  message = BODY_TOO_LARGE,
): Promise<Buffer> {
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
export function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
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

/**
 * The JSON object of a body's text within the 1 MB limit: 400 when it is not JSON, or is JSON but not an
 * object (every JSON body of the API is one; `null`, arrays and bare values are refused here, once).
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await readBodyText(request);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Malformed text, or nesting deep enough to exhaust the parser's stack: either way not a body we read.
    throw badRequest(MALFORMED_JSON);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw badRequest(NOT_AN_OBJECT);
  return data as Record<string, unknown>;
}

/**
 * The JSON object of a request's body, sent as application/json (or text/plain when `allowTextPlain`, as
 * navigator.sendBeacon does): 415 for another type, then the refusals of readJsonObject. The route validates it.
 */
export async function readJsonBody(
  request: Request,
  options: { allowTextPlain?: boolean } = {},
): Promise<Record<string, unknown>> {
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const accepted =
    contentType === "application/json" ||
    contentType.endsWith("+json") ||
    (options.allowTextPlain && contentType === "text/plain");
  if (!accepted) throw new HttpError(415, "Envie os dados como application/json");
  return readJsonObject(request);
}
