import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { signUpSchema } from "@/lib/auth/schema";
import { carApiQuerySchema } from "@/lib/cars/filters";
import { expenseCreateSchema } from "@/lib/expenses/schema";
import { ticketInputSchema } from "@/lib/tickets/schema";
import { ALL_OPERATIONS, buildOpenApiDocument } from "@/lib/openapi/document";
import { saleListAnswerSchema } from "@/lib/sales/schema";

const API_DIR = path.resolve("app/api");
/** The JSON 404 for any /api path no route serves: not an operation of the API. */
const FALLBACK = "[...path]";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type RouteFile = { template: string; pattern: RegExp; staticSegments: number; methods: Set<string> };

function routeFiles(dir = API_DIR): RouteFile[] {
  const files: RouteFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !(dir === API_DIR && entry.name === FALLBACK)) files.push(...routeFiles(full));
    if (entry.isFile() && entry.name === "route.ts") files.push(describeRoute(full));
  }
  return files;
}

/** Its URL template ("/api/cars/{id}") and the HTTP methods the file exports, read from its source. */
function describeRoute(file: string): RouteFile {
  const segments = ["api", ...path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean)];
  const template = "/" + segments.map((s) => s.replace(/^\[(?:\.\.\.)?(\w+)\]$/, "{$1}")).join("/");
  const pattern = new RegExp(
    "^/" +
      segments
        .map((s) =>
          s.startsWith("[...") ? "[^/]+(?:/[^/]+)*" : s.startsWith("[") ? "[^/]+" : s.replace(/\./g, "\\."),
        )
        .join("/") +
      "$",
  );
  const source = readFileSync(file, "utf8");
  const methods = new Set<string>();
  for (const method of METHODS) {
    const declared = new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+${method}\\b`).test(source);
    const reexported = new RegExp(`export\\s*\\{[^}]*\\bas\\s+${method}\\b[^}]*\\}`).test(source);
    if (declared || reexported) methods.add(method.toLowerCase());
  }
  return { template, pattern, staticSegments: segments.filter((s) => !s.startsWith("[")).length, methods };
}

const files = routeFiles();
const document = buildOpenApiDocument();
type OperationObject = {
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
  security: unknown[];
};
const operation = (p: string, method: string) => document.paths[p]?.[method] as OperationObject | undefined;

describe("OpenAPI document", () => {
  it("lists every HTTP method of every route file", () => {
    expect(files.length).toBeGreaterThan(25);
    const missing = files.flatMap((file) =>
      [...file.methods]
        .filter((method) => !operation(file.template, method))
        .map((m) => `${m.toUpperCase()} ${file.template}`),
    );
    expect(missing).toEqual([]);
  });

  it("documents only operations some route file serves", () => {
    const unserved: string[] = [];
    for (const [documentedPath, methods] of Object.entries(document.paths)) {
      // A concrete URL for the template; Next prefers the route with the most static segments.
      const url = documentedPath.replace(/\{\w+\}/g, "x1");
      const served = files
        .filter((file) => file.pattern.test(url))
        .sort((a, b) => b.staticSegments - a.staticSegments)[0];
      for (const method of Object.keys(methods)) {
        if (!served?.methods.has(method)) unserved.push(`${method.toUpperCase()} ${documentedPath}`);
      }
    }
    expect(unserved).toEqual([]);
  });

  it("describes requests with the zod schemas the routes validate with", () => {
    const input = (schema: z.core.$ZodType) => {
      const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
        io: "input",
        unrepresentable: "any",
      }) as Record<string, unknown>;
      return rest;
    };
    expect(operation("/api/auth/register", "post")?.requestBody?.content["application/json"]?.schema).toEqual(
      input(signUpSchema),
    );
    expect(
      operation("/api/contact-tickets", "post")?.requestBody?.content["application/json"]?.schema,
    ).toEqual(input(ticketInputSchema));
    expect(operation("/api/expenses", "post")?.requestBody?.content["application/json"]?.schema).toEqual(
      input(expenseCreateSchema),
    );
    const multipart = operation("/api/expenses", "post")?.requestBody?.content["multipart/form-data"]
      ?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(multipart.properties)).toEqual([...Object.keys(expenseCreateSchema.shape), "receipt"]);
    const query = operation("/api/cars", "get")!
      .parameters.filter((p) => p.in === "query")
      .map((p) => p.name);
    expect(query).toEqual(Object.keys(carApiQuerySchema.shape));
  });

  it("describes every JSON success answer with its zod schema, next-auth's own endpoints aside", () => {
    const untyped = ALL_OPERATIONS.flatMap((described) =>
      Object.entries(described.responses)
        .filter(
          ([status, answer]) => Number(status) < 400 && !described.produces && typeof answer === "string",
        )
        .map(([status]) => `${described.method.toUpperCase()} ${described.path} ${status}`),
    );
    expect(untyped).toEqual(["GET /api/auth/{nextauth} 200", "POST /api/auth/{nextauth} 200"]);
    const { $schema: _dialect, ...output } = z.toJSONSchema(saleListAnswerSchema, {
      io: "output",
      unrepresentable: "any",
    }) as Record<string, unknown>;
    const answer = operation("/api/sales", "get")!.responses["200"] as {
      content: Record<string, { schema: unknown }>;
    };
    expect(answer.content["application/json"]?.schema).toEqual(output);
  });

  it("a list answer speaks of its summary exactly when its schema has one", () => {
    const mismatched: string[] = [];
    for (const [documentedPath, methods] of Object.entries(document.paths))
      for (const [method, described] of Object.entries(methods as Record<string, OperationObject>)) {
        const answer = described.responses["200"] as
          { description: string; content?: Record<string, { schema: { properties?: object } }> } | undefined;
        const properties = answer?.content?.["application/json"]?.schema.properties ?? {};
        if (!answer || !("total" in properties)) continue;
        if (/\bsummary\b/.test(answer.description) !== "summary" in properties)
          mismatched.push(`${method.toUpperCase()} ${documentedPath}`);
      }
    expect(mismatched).toEqual([]);
  });

  it("every $ref points at something in the document (a schema's own $defs would not resolve here)", () => {
    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          if (key === "$ref" && typeof inner === "string") refs.push(inner);
          else walk(inner);
        }
      }
    };
    walk(document);
    const resolve = (ref: string) =>
      ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith("#/") || resolve(ref) === undefined)).toEqual([]);
  });

  it("is OpenAPI 3.1 with a path parameter for every placeholder and pt-BR error answers", () => {
    expect(document.openapi).toBe("3.1.0");
    for (const [documentedPath, methods] of Object.entries(document.paths)) {
      const placeholders = [...documentedPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const value of Object.values(methods) as OperationObject[]) {
        expect(value.parameters.filter((p) => p.in === "path").map((p) => p.name)).toEqual(placeholders);
        expect(Object.keys(value.responses).some((status) => status.startsWith("2"))).toBe(true);
      }
    }
    const carPost = operation("/api/cars", "post")!;
    expect(carPost.security).toEqual([{ session: [] }]);
    expect(JSON.stringify(carPost.responses["401"])).toContain("Não autenticado");
    expect(JSON.stringify(operation("/api/sales/{id}", "put")!.responses["403"])).toContain(
      "Você só pode editar/deletar suas próprias vendas",
    );
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
