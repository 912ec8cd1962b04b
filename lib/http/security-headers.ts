// Security headers of every response (docs/conventions.md "Security"). Pure and dependency-free: next.config.ts imports it
// for the static headers, middleware.ts for the per-request nonce policy of /admin and /auth.

/** Cloudinary serves car photos directly when it is configured (next-cloudinary's CldImage). */
const IMAGE_HOSTS = ["https://res.cloudinary.com"];

/**
 * The Content-Security-Policy. With a nonce (dynamic pages: /admin, /auth), scripts run only by nonce and what
 * they load ('strict-dynamic'). Without one (statically cached showroom pages, which cannot carry a
 * per-request nonce), scripts are limited to this origin plus Next's inline bootstrap ('unsafe-inline'). Styles
 * allow 'unsafe-inline' everywhere: React style attributes, Radix and Sonner set inline styles that a nonce
 * cannot cover. 'unsafe-eval' only in `next dev`, where React needs it for error overlays.
 */
export function contentSecurityPolicy(options: { nonce?: string; dev?: boolean } = {}): string {
  const scripts = options.nonce
    ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'"];
  if (options.dev) scripts.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...IMAGE_HOSTS],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The policy of every /api answer (JSON and file downloads, never rendered as a page): nothing may load or run,
 * and `sandbox` keeps a downloaded file opened in the browser away from this origin. Route handlers cannot
 * change it: Next lets next.config.ts headers win over a handler's own.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'self'; object-src 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** Powerful browser features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "usb=()",
  "browsing-topics=()",
  "fullscreen=(self)",
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/** The headers besides the CSP, for every response; HSTS only in production (`next start`). */
export function baseSecurityHeaders(options: { production: boolean }): Array<{ key: string; value: string }> {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(options.production ? [{ key: "Strict-Transport-Security", value: HSTS }] : []),
  ];
}

/** A random nonce for one response (Web Crypto: works in middleware and Node alike). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
