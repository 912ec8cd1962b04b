import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DECLARED_AREAS } from "@/lib/openapi/endpoints";

/** The source of the route file that serves `template` ("/api/cars/{id}" → app/api/cars/[id]/route.ts). */
function routeSource(template: string): string {
  const folder = template
    .replace(/^\/api/, "app/api")
    .replace(
      /\{(\.\.\.)?(\w+)\}/g,
      (_match, dots: string | undefined, name: string) => `[${dots ?? ""}${name}]`,
    );
  return readFileSync(path.resolve(folder, "route.ts"), "utf8");
}

/** The statement exporting `method` from a route file's source. */
function exportOf(source: string, method: string): string {
  const start = source.indexOf(`export const ${method} = route(`);
  if (start < 0) return "";
  const end = source.indexOf("\nexport ", start + 1);
  return source.slice(start, end < 0 ? undefined : end);
}

// A declaration is the route's options and its page of the document at once: the document may only say what the
// route enforces if the route file hands that very declaration to route() for that method.
describe("declared routes (lib/openapi/endpoints/)", () => {
  it("each declaration is what its route file passes to route() for its method", () => {
    const declared = Object.entries(DECLARED_AREAS).flatMap(([area, endpoints]) =>
      Object.entries(endpoints).map(([name, endpoint]) => ({ reference: `${area}.${name}`, endpoint })),
    );
    expect(declared.length).toBeGreaterThan(0);
    const mismatched = declared
      .filter(({ reference, endpoint }) => {
        const statement = exportOf(routeSource(endpoint.path), endpoint.method.toUpperCase());
        return !new RegExp(`\\b${reference.replace(".", "\\.")}\\b`).test(statement);
      })
      .map(({ reference, endpoint }) => `${endpoint.method.toUpperCase()} ${endpoint.path} ≠ ${reference}`);
    expect(mismatched).toEqual([]);
  });
});
