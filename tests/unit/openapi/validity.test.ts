import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";

import { buildOpenApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json against the OpenAPI 3.1 specification's own JSON Schema (with its JSON Schema 2020-12
// dialect), as a client generator or a gateway would read it.
describe("the OpenAPI document", () => {
  it("validates against the OpenAPI 3.1 schema", async () => {
    const validator = new Validator();
    const result = await validator.validate(buildOpenApiDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("is refused by the validator when an operation has no answers (the check can fail)", async () => {
    const document = buildOpenApiDocument();
    const broken = structuredClone(document) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    broken.paths["/api/cars"]!.get!.responses = "none";
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });
});
