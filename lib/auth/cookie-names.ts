// Dependency-free so next.config.ts can import it (see session-token.ts for which one is in use).
export const SESSION_COOKIE_BASE_NAME = "next-auth.session-token";
export const SESSION_COOKIE_NAMES = [
  SESSION_COOKIE_BASE_NAME,
  `__Secure-${SESSION_COOKIE_BASE_NAME}`,
] as const;

/** Readable role hint for the showroom header island (see session-token.ts). */
export const ROLE_HINT_COOKIE = "ap-role";

/** The role hint in a `document.cookie` string, or null. */
export function roleHintFrom(cookies: string): string | null {
  const match = cookies.split(/;\s*/).find((cookie) => cookie.startsWith(`${ROLE_HINT_COOKIE}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(ROLE_HINT_COOKIE.length + 1)) || null;
  } catch {
    return null;
  }
}
