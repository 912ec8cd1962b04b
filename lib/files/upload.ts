import "server-only";

import { readJsonObject } from "@/lib/http/body";
import { HttpError } from "@/lib/http/errors";
import { readMultipartForm } from "@/lib/http/multipart";
import { detectPrivateFileType, type PrivateFileType } from "@/lib/files/detect";
import { cleanFileName } from "@/lib/files/names";
import type { IncomingFile } from "@/lib/files/storage";

// The body of the expense and document routes: multipart (text fields plus an optional file) or JSON without a
// file. An oversized body is refused with 413 while it streams in; the file's type is decided from its bytes.

/** Room for the multipart boundaries, part headers and the text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const UNSUPPORTED_BODY = "Envie os dados como application/json ou multipart/form-data";

export type UploadRules = {
  fileField: string;
  maxBytes: number;
  tooLarge: string;
  accepted: readonly PrivateFileType[];
  unsupported: string;
};

export type UploadBody = { fields: Record<string, unknown>; file: IncomingFile | null };

export async function readUploadBody(request: Request, rules: UploadRules): Promise<UploadBody> {
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType === "application/json" || contentType.endsWith("+json")) {
    const { [rules.fileField]: _ignored, ...fields } = await readJsonObject(request);
    return { fields, file: null };
  }
  if (contentType !== "multipart/form-data") throw new HttpError(415, UNSUPPORTED_BODY);

  const form = await readMultipartForm(request, {
    limit: rules.maxBytes + MULTIPART_OVERHEAD_BYTES,
    tooLarge: rules.tooLarge,
  });
  const fields: Record<string, unknown> = {};
  let file: IncomingFile | null = null;
  for (const [name, value] of form.entries()) {
    if (name === rules.fileField) {
      // An empty file part (a form's untouched file input) means "no file".
      if (typeof value === "string" || value.size === 0) continue;
      if (value.size > rules.maxBytes) throw new HttpError(413, rules.tooLarge);
      const bytes = new Uint8Array(await value.arrayBuffer());
      const type = detectPrivateFileType(bytes);
      if (!type || !rules.accepted.includes(type)) throw new HttpError(415, rules.unsupported);
      file = { fileName: cleanFileName(value.name), bytes, type };
    } else if (typeof value === "string") {
      fields[name] = value;
    }
  }
  return { fields, file };
}
