import { PRIVATE_FILE_EXTENSIONS, type PrivateFileType } from "@/lib/files/detect";
import { withoutBidiControls } from "@/lib/validation/text";

// Client file names are kept only to be displayed and to name downloads: never used as a storage path.

const MAX_FILE_NAME_LENGTH = 255;
const FALLBACK_NAME = "arquivo";

/**
 * The client's name without any folder part, control characters or bidi controls (which would make
 * "recibo\u202Efdp.exe" read "reciboexe.pdf"), at most 255 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "")).trim();
  return truncateKeepingExtension(clean || FALLBACK_NAME, MAX_FILE_NAME_LENGTH);
}

const MAX_EXTENSION_LENGTH = 16;

/** At most `max` characters; a long name loses the end of its stem, not its extension. */
function truncateKeepingExtension(name: string, max: number): string {
  const characters = [...name];
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  if (extension.length === 0 || extension.length > MAX_EXTENSION_LENGTH)
    return characters.slice(0, max).join("");
  return [...characters.slice(0, max - extension.length), ...extension].join("");
}

/** The name a download gets: the client's, with the extension of the type the bytes really are. */
export function downloadFileName(name: string, type: PrivateFileType | null): string {
  const clean = cleanFileName(name);
  if (!type) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 ? clean.slice(dot + 1).toLowerCase() : "";
  const allowed = PRIVATE_FILE_EXTENSIONS[type];
  if (allowed.includes(extension)) return clean;
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  return `${stem}.${allowed[0]}`;
}

/** An ASCII stand-in for clients that ignore filename*: accents dropped, anything unsafe in a quoted string replaced. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._\- ()]/g, "_")
    .replace(/^[.\s]+/, "")
    .trim();
  return ascii || FALLBACK_NAME;
}

/** RFC 5987 value-chars: everything outside attr-char percent-encoded from UTF-8. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>` (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const clean = cleanFileName(name);
  return `attachment; filename="${asciiFileName(clean)}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
