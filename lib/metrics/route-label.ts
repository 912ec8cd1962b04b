// The `route` label of the HTTP metrics: the template a request path falls under ("/api/cars/{id}"), so the
// number of series stays bounded whatever paths clients ask for; anything else is "other".
// tests/unit/metrics/route-label.test.ts checks that every route file of app/ has its template here.

export const ROUTE_TEMPLATES = [
  "/",
  "/about",
  "/avaliacao",
  "/contact",
  "/cars",
  "/cars/busca",
  "/cars/{filters}",
  "/car/{id}",
  "/admin",
  "/auth",
  "/auth/trocar-senha",
  "/feeds/google-vehicles.xml",
  "/feeds/meta-vehicles.csv",
  "/media/{path*}",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.ico",
  "/icon.svg",
  "/apple-icon.png",
  "/opengraph-image",
  "/brands/{file}",
  "/_next/static/{path*}",
  "/_next/image",
  "/api/admin/clear-data",
  "/api/analytics/overview",
  "/api/analytics/track",
  "/api/appointments",
  "/api/appointments/slots",
  "/api/appointments/{id}/cancel",
  "/api/audit",
  "/api/auth/login",
  "/api/auth/logout",
  "/api/auth/password",
  "/api/auth/register",
  "/api/auth/{nextauth*}",
  "/api/cars",
  "/api/cars/{id}",
  "/api/cloudinary/delete-image",
  "/api/contact-tickets",
  "/api/contact-tickets/{id}",
  "/api/documents",
  "/api/documents/{id}",
  "/api/documents/{id}/download",
  "/api/expenses",
  "/api/expenses/{id}",
  "/api/expenses/{id}/receipt",
  "/api/exports/expenses",
  "/api/exports/invoices",
  "/api/exports/sales",
  "/api/health",
  "/api/health/live",
  "/api/invoices",
  "/api/invoices/{id}",
  "/api/metrics",
  "/api/openapi.json",
  "/api/reports/cars",
  "/api/reports/funnel",
  "/api/reports/stock-age",
  "/api/reports/summary",
  "/api/sales",
  "/api/sales/{id}",
  "/api/sales/{id}/contract.pdf",
  "/api/sales/{id}/receipt.pdf",
  "/api/sales/{id}/warranty.pdf",
  "/api/trade-ins",
  "/api/trade-ins/{ticketId}/photos",
  "/api/trade-ins/{ticketId}/photos/{n}",
  "/api/uploads/images",
  "/api/users",
  "/api/users/{id}",
  "/api/users/{id}/reset-password",
  "/api/users/check/{email}",
  "/api/{path*}",
] as const;

export const OTHER_ROUTE = "other";

type Compiled = { template: string; segments: string[]; rest: boolean; literals: number };

const compiled: Compiled[] = ROUTE_TEMPLATES.map((template) => {
  const segments = template.split("/").slice(1);
  const rest = segments.at(-1)?.endsWith("*}") ?? false;
  return {
    template,
    segments,
    rest,
    literals: segments.filter((segment) => !segment.startsWith("{")).length,
  };
})
  // A literal segment wins over a parameter ("/cars/busca" before "/cars/{filters}"), a fixed length over "*".
  .sort((a, b) => b.literals - a.literals || Number(a.rest) - Number(b.rest));

function matches(route: Compiled, parts: string[]): boolean {
  const fixed = route.rest ? route.segments.length - 1 : route.segments.length;
  if (route.rest ? parts.length <= fixed : parts.length !== fixed) return false;
  for (let index = 0; index < fixed; index++) {
    const segment = route.segments[index]!;
    const part = parts[index]!;
    if (segment.startsWith("{") ? part === "" : segment !== part) return false;
  }
  return true;
}

/** The template of a request path (without its query), or "other". */
export function routeLabel(pathname: string): string {
  const parts = (pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname)
    .split("/")
    .slice(1);
  if (parts.length === 1 && parts[0] === "") return "/";
  return compiled.find((route) => matches(route, parts))?.template ?? OTHER_ROUTE;
}
