import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { OTHER_ROUTE, ROUTE_TEMPLATES, routeLabel } from "@/lib/metrics/route-label";

// Every page and route file of app/ has its template among the metrics' route labels, so a new route is counted
// under its own name rather than as "other".

const APP = path.resolve("app");

function routeTemplates(dir = APP): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeTemplates(full));
    else if (entry.name === "page.tsx" || entry.name === "route.ts") {
      const segments = path
        .relative(APP, dir)
        .split(path.sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment))
        .map((segment) => segment.replace(/^\[\.\.\.(\w+)\]$/, "{$1*}").replace(/^\[(\w+)\]$/, "{$1}"));
      found.push(`/${segments.join("/")}`);
    }
  }
  return found;
}

describe("routeLabel", () => {
  it("has a template for every page and route file", () => {
    const templates = new Set<string>(ROUTE_TEMPLATES);
    for (const template of routeTemplates()) expect(templates.has(template), template).toBe(true);
  });

  it("labels paths by their template, literal segments first, anything else as other", () => {
    expect(routeLabel("/")).toBe("/");
    expect(routeLabel("/cars")).toBe("/cars");
    expect(routeLabel("/cars/busca")).toBe("/cars/busca");
    expect(routeLabel("/cars/marca-toyota")).toBe("/cars/{filters}");
    expect(routeLabel("/car/cm0abc123")).toBe("/car/{id}");
    expect(routeLabel("/api/cars/cm0abc123")).toBe("/api/cars/{id}");
    expect(routeLabel("/api/sales/abc/receipt.pdf")).toBe("/api/sales/{id}/receipt.pdf");
    expect(routeLabel("/api/health/live")).toBe("/api/health/live");
    expect(routeLabel("/api/auth/session")).toBe("/api/auth/{nextauth*}");
    expect(routeLabel("/api/auth/login")).toBe("/api/auth/login");
    expect(routeLabel("/api/whatever/you/like")).toBe("/api/{path*}");
    expect(routeLabel("/media/anuncios/x.variants/640.avif")).toBe("/media/{path*}");
    expect(routeLabel("/_next/static/chunks/app.js")).toBe("/_next/static/{path*}");
    expect(routeLabel("/wp-login.php")).toBe(OTHER_ROUTE);
    expect(routeLabel("/cars/a/b/c")).toBe(OTHER_ROUTE);
  });

  it("keeps the number of labels bounded whatever the paths", () => {
    const labels = new Set(
      Array.from({ length: 2000 }, (_, index) =>
        routeLabel(`/${index.toString(36)}/${"x".repeat(index % 7)}`),
      ),
    );
    expect(labels.size).toBeLessThanOrEqual(ROUTE_TEMPLATES.length + 1);
  });
});
