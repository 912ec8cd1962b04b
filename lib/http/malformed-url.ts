import { MALFORMED_URL } from "@/lib/http/messages";

// A path with a malformed percent-encoding ("/api/users/check/%E0%A4%A", a lone "%", overlong UTF-8 such as
// "%C0%AE") makes Next.js fail while it decodes route parameters, before any route handler or page runs, and
// answer a plain-text 500. middleware.ts catches such paths first and answers 400 itself: the API's JSON error
// under /api, a short pt-BR page elsewhere. Pure and edge-safe.

/**
 * The middleware matcher source of the paths worth checking: those holding a "%" not followed by an ASCII
 * byte's two hex digits (a truncated or invalid escape, or an encoded non-ASCII byte, which may be invalid
 * UTF-8). Ordinary API paths (cuid ids, ASCII) never match, so their bodies keep streaming past middleware.
 */
// Read left to right without backtracking: valid escapes and other characters are skipped one by one up to the
// first "%" that is not a valid escape (".*%" would rescan the rest of a long path from every "%").
export const SUSPICIOUS_ENCODING_MATCHER = "/:path((?:[^%]|%[0-7][0-9a-fA-F])*%(?![0-7][0-9a-fA-F]).*)";

/** True when every segment of the (still encoded) path decodes as UTF-8. */
export function isDecodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

const PAGE = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Endereço inválido</title></head><body><main><h1>Endereço inválido</h1><p>${MALFORMED_URL}.</p><p><a href="/">Voltar para a página inicial</a></p></main></body></html>`;

/** The 400 answer to a path that does not decode. */
export function malformedUrlResponse(pathname: string): Response {
  const api = pathname === "/api" || pathname.startsWith("/api/");
  return new Response(api ? JSON.stringify({ error: MALFORMED_URL }) : PAGE, {
    status: 400,
    headers: {
      "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
