import { describe, expect, it } from "vitest";

import { apiUrl } from "../helpers/db";

// The API describes itself: GET /api/openapi.json on the production build, public and JSON.
describe("GET /api/openapi.json", () => {
  it("serves the OpenAPI 3.1 document of the API to anyone", async () => {
    const response = await fetch(apiUrl("/api/openapi.json"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { "x-permission"?: string }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/cars", "/api/cars/{id}", "/api/openapi.json"]),
    );
    expect(document.paths["/api/sales"]?.post?.["x-permission"]).toBe("sales:access");
  });
});
