/**
 * Where to go after signing in: `value` only when it is a path of this site ("/admin?tab=sales"), else "/".
 * Absolute URLs, protocol-relative "//host" and "/\host" (which browsers read as "//host") are refused.
 */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Control characters (tabs and newlines are dropped by URL parsers) could turn "/\t/host" into "//host".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  try {
    const base = "http://site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return "/";
    // Never back to the sign-in page itself.
    if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/**
 * Whether next-auth accepts `value` as a callback URL (an http(s) URL, absolute or relative to the site). It
 * refuses anything else with a configuration error (a 500), so such a value from the client is dropped first.
 */
export function isHttpCallbackUrl(value: string, base: string): boolean {
  if (value.length > 2048) return false;
  try {
    const { protocol } = new URL(value, value.startsWith("/") ? base : undefined);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
