import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { api } from "../helpers/auth";
import { expectJsonError } from "../helpers/hostile";

// A method a route does not have is answered like every other /api error: JSON in pt-BR, with the Allow header
// naming the methods it does have. Every route file is visited, so a route added later is covered too.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** A request path for a route file: dynamic segments filled with a plausible value. */
function pathOf(file: string): string {
  const segments = path.relative("app", path.dirname(file)).split(path.sep);
  return (
    "/" +
    segments
      .map((segment) =>
        segment.startsWith("[...") ? "session" : segment.startsWith("[") ? "ckabc123" : segment,
      )
      .join("/")
  );
}

const ROUTES = routeFiles(path.resolve("app/api"))
  .map(pathOf)
  .filter((route) => route !== "/api/session");

describe("unsupported methods", () => {
  it("every API route file is visited", () => {
    expect(ROUTES).toContain("/api/cars");
    expect(ROUTES).toContain("/api/auth/session");
  });

  it.each(ROUTES)("%s answers JSON 405 with Allow for the methods it lacks", async (route) => {
    const options = await api(route, { method: "OPTIONS" });
    const allow = options.headers.get("allow") ?? "";
    const allowed = allow.split(",").map((method) => method.trim());
    let refused = 0;
    for (const method of METHODS) {
      if (allowed.includes(method)) continue;
      refused += 1;
      const response = await api(route, { method, json: method === "GET" ? undefined : {} });
      expect(response.headers.get("allow"), `${method} ${route}`).toBe(allow);
      const body = await expectJsonError(response, 405, `${method} ${route}`);
      expect(body.error).toBe("Método não permitido");
    }
    expect(allowed, route).toContain("OPTIONS");
    expect(refused + allowed.filter((method) => (METHODS as readonly string[]).includes(method)).length).toBe(
      METHODS.length,
    );
  });
});
