import { readBodyBytes } from "@/lib/http/body";
import { badRequest } from "@/lib/http/errors";

export const NOT_MULTIPART = "Envie o arquivo como multipart/form-data";
export const MALFORMED_MULTIPART = "Formulário multipart inválido";

/**
 * Reads a multipart/form-data body of at most `limit` bytes. The size is enforced while the body streams in
 * (413 with `tooLarge` before an oversized body is buffered), and only a body within the limit is parsed.
 */
export async function readMultipartForm(
  request: Request,
  options: { limit: number; tooLarge: string },
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType)) throw badRequest(NOT_MULTIPART);
  const bytes = await readBodyBytes(request, options.limit, options.tooLarge);
  try {
    // Buffer.concat always allocates a plain (never shared) ArrayBuffer.
    const body = bytes as Uint8Array<ArrayBuffer>;
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw badRequest(MALFORMED_MULTIPART);
  }
}
