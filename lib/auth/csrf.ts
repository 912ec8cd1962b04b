// Cross-site request refusal (docs/conventions.md "Security"): a state-changing request that carries the session cookie is
// refused when its Origin, or lacking one its Sec-Fetch-Site, shows that another site sent it.

export const FOREIGN_ORIGIN = "Origem não permitida";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when a state-changing request comes from another site. The request's own host (the proxy's
 * X-Forwarded-Host, else Host) and the configured site origins count as this site; a page cannot forge either
 * header on a cross-site request without a CORS preflight this app never grants.
 */
export function isCrossSiteRequest(
  method: string,
  headers: Headers,
  siteOrigins: readonly string[],
): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  const origin = headers.get("origin");
  if (origin === null) return headers.get("sec-fetch-site")?.toLowerCase() === "cross-site";
  const host = hostOf(origin);
  if (!host) return true; // "null" (sandboxed frames, file:) or garbage
  const requestHost = (headers.get("x-forwarded-host")?.split(",")[0] ?? headers.get("host") ?? "")
    .trim()
    .toLowerCase();
  if (requestHost && host === requestHost) return false;
  return !siteOrigins.some((site) => hostOf(site) === host);
}
