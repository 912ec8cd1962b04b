import { z } from "zod";

import { SESSION_COOKIE_BASE_NAME } from "@/lib/auth/cookie-names";
import { FOREIGN_ORIGIN } from "@/lib/auth/csrf";
import { MUST_CHANGE_PASSWORD, NO_PERMISSION, NOT_SIGNED_IN } from "@/lib/auth/guard";
import { SERVICE_UNAVAILABLE } from "@/lib/http/messages";
import type { Endpoint } from "@/lib/openapi/endpoint";
import { ENDPOINTS } from "@/lib/openapi/endpoints";
import { quote } from "@/lib/openapi/quote";
import {
  OPERATIONS,
  UNKNOWN_ROUTE_ANSWER,
  type Operation,
  type RequestBody,
  type RequestSchema,
} from "@/lib/openapi/operations";

// The OpenAPI 3.1 document of the API, built from the routes' declarations (lib/openapi/endpoints/, the options
// route() enforces) and the short table of the routes that answer without route() (operations.ts): request bodies,
// query parameters and the answers given a schema are the JSON Schema of the very zod schemas the handlers use
// (OpenAPI 3.1 speaks JSON Schema 2020-12).

type JsonSchema = Record<string, unknown>;
type OpenApiDocument = {
  openapi: "3.1.0";
  info: Record<string, unknown>;
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
};

/**
 * What a client may send: transforms and defaults are the server's business, so the input side is described;
 * an answer is described as it is sent (the output side).
 */
function jsonSchema(schema: RequestSchema, io: "input" | "output" = "input"): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" });
  const { $schema: _dialect, ...rest } = converted as JsonSchema;
  return rest;
}

const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "Mensagem em pt-BR para uma pessoa" },
    fields: { type: "object", additionalProperties: { type: "string" }, description: "Mensagem por campo" },
  },
};

const errorText = quote;

/** Answers every operation may give besides its own: the guard's and the database's. */
function commonResponses(operation: Operation): Record<number, string> {
  const common: Record<number, string> = {};
  if (operation.permission) {
    common[401] = errorText(NOT_SIGNED_IN);
    common[403] =
      `${errorText(NO_PERMISSION)}; ${errorText(MUST_CHANGE_PASSWORD)} until a temporary password is changed; ` +
      `${errorText(FOREIGN_ORIGIN)} for a cross-site request`;
  }
  if (operation.body?.kind === "json" || operation.body?.kind === "text")
    common[413] ??= "Corpo JSON acima de 1 MB";
  if (operation.path.includes("{id}")) common[404] ??= "Id desconhecido ou malformado";
  common[503] = errorText(SERVICE_UNAVAILABLE);
  return common;
}

function response(status: number, answer: Operation["responses"][number], operation: Operation) {
  const { description, schema } =
    typeof answer === "string" ? { description: answer, schema: undefined } : answer;
  // An error is the API's {error} unless the operation describes its own body (the health check's 503).
  if (status >= 400) {
    const body = schema ? jsonSchema(schema, "output") : { $ref: "#/components/schemas/Error" };
    return { description, content: { "application/json": { schema: body } } };
  }
  const mediaType = operation.produces ?? "application/json";
  const described =
    mediaType !== "application/json"
      ? { type: "string", format: "binary" }
      : schema
        ? jsonSchema(schema, "output")
        : { type: "object" };
  return { description, content: { [mediaType]: { schema: described } } };
}

/** A declared route as the document's operation: its options say who may call it and what it reads. */
function declaredOperation(declared: Endpoint): Operation {
  const operation: Operation = {
    path: declared.path,
    method: declared.method,
    tag: declared.tag,
    summary: declared.summary,
    permission: declared.permission,
    query: declared.query,
    responses: { ...declared.responses },
    produces: declared.produces,
  };
  // The unknown id's 404 is the one route() answers, unless the declaration describes its 404 itself.
  if (declared.unknownId) operation.responses[404] ??= quote(declared.unknownId().message);
  if (declared.form) operation.body = { kind: "multipart", ...declared.form };
  if (declared.body) {
    operation.body = declared.textPlainBody
      ? { kind: "text", schema: declared.body, description: "JSON, também como text/plain (sendBeacon)" }
      : { kind: "json", schema: declared.body };
  }
  return operation;
}

function requestBody(body: RequestBody) {
  const schema = jsonSchema(body.schema);
  if (body.kind === "json") return { required: true, content: { "application/json": { schema } } };
  if (body.kind === "text") {
    return {
      required: true,
      description: body.description,
      content: { "application/json": { schema }, "text/plain": { schema } },
    };
  }
  const properties = { ...((schema.properties as JsonSchema | undefined) ?? {}) };
  const required = [...((schema.required as string[] | undefined) ?? [])];
  for (const [name, file] of Object.entries(body.files)) {
    properties[name] = { type: "string", contentMediaType: "application/octet-stream" };
    if (file.required) required.push(name);
  }
  const multipart = { ...schema, properties, required };
  return {
    required: true,
    content: {
      "multipart/form-data": { schema: multipart },
      ...(body.json ? { "application/json": { schema } } : {}),
    },
  };
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1]!,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
}

function queryParameters(schema: RequestSchema | undefined) {
  if (!schema) return [];
  const properties = (jsonSchema(schema).properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: false,
    schema: property,
  }));
}

function operationObject(operation: Operation) {
  const responses = { ...commonResponses(operation), ...operation.responses };
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.permission
      ? { security: [{ session: [] }], "x-permission": operation.permission }
      : { security: [] }),
    parameters: [...pathParameters(operation.path), ...queryParameters(operation.query)],
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, description]) => [
        status,
        response(Number(status), description, operation),
      ]),
    ),
  };
}

/** Every operation: the declared routes', then the table's. */
export const ALL_OPERATIONS: readonly Operation[] = [...ENDPOINTS.map(declaredOperation), ...OPERATIONS];

export function buildOpenApiDocument(operations: readonly Operation[] = ALL_OPERATIONS): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Auto Premium Seminovos — API",
      version: "1.0.0",
      description:
        "JSON in and out; every error is {error} with a pt-BR text (validation errors add {fields}). " +
        `An /api path not listed here answers 404 ${UNKNOWN_ROUTE_ANSWER}. ` +
        "`x-permission` names the permission of the role table an operation requires (docs/permissions.md); " +
        "business rules are in docs/business-rules.md and where the texts come from in docs/texts.md.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE_BASE_NAME,
          description: "Cookie de sessão do login (com o prefixo __Secure- em https)",
        },
      },
    },
  };
}
