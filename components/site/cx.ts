/**
 * Joins class names without tailwind-merge: the showroom's client islands only combine classes that never
 * conflict, and `cn()` would add tailwind-merge (~9 KB gzip) to pages that otherwise do not need it.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
