import { z } from "zod";

import type { RouteDoc } from "@/lib/api/route";
import type { Permission } from "@/lib/auth/permissions";
import { ROUTE_NOT_FOUND } from "@/lib/http/messages";
import { signedInUserSchema, successAnswer } from "@/lib/openapi/answers";
import { quote } from "@/lib/openapi/quote";
import { METRICS_TOKEN_REQUIRED } from "@/lib/metrics/access";

// An operation of the OpenAPI document, and the few routes described here rather than declared with their route()
// (lib/openapi/endpoints/): the handlers that answer without route() (health, metrics), next-auth's own endpoints,
// and DELETE /api/cloudinary/delete-image, whose handler takes any publicId and refuses a missing or malformed one
// itself (the body described is the one a valid request holds). The document (GET /api/openapi.json) is built
// from both, and a test checks it against the route files both ways. What a schema cannot express is in docs/.

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** A schema the request is validated with: zod classic or zod/mini, both convert to JSON Schema. */
export type RequestSchema = z.core.$ZodType;

export type RequestBody =
  | { kind: "json"; schema: RequestSchema; description?: string }
  /** multipart/form-data: the fields of `schema` plus the named file parts; `json` tells whether JSON is accepted too. */
  | { kind: "multipart"; schema: RequestSchema; files: Record<string, { required: boolean }>; json: boolean }
  | { kind: "text"; schema: RequestSchema; description: string };

export type Operation = {
  path: string;
  method: Method;
  tag: string;
  summary: string;
  /** The permission of the role table the route requires; none: anyone may call it. */
  permission?: Permission;
  query?: RequestSchema;
  body?: RequestBody;
  /** Status → description; error descriptions quote the pt-BR `error` text the client receives. */
  responses: RouteDoc["responses"];
  /** The success answer is a file (CSV or a stored upload) rather than JSON. */
  produces?: string;
};

/** The handler accepts any `publicId` and refuses a missing or malformed one itself (400). */
const deleteImageBody = z.object({ publicId: z.string() });

export const OPERATIONS: readonly Operation[] = [
  {
    path: "/api/health",
    method: "get",
    tag: "Sistema",
    summary: "Estado do app e do banco",
    responses: {
      200: {
        description: "O app e o banco respondem",
        schema: z.object({ status: z.literal("ok"), db: z.literal("ok") }),
      },
      503: {
        description: "O banco não respondeu em 5 s",
        schema: z.object({ status: z.literal("error"), db: z.literal("down") }),
      },
    },
  },
  {
    path: "/api/health/live",
    method: "get",
    tag: "Sistema",
    summary: "Vivacidade: o processo responde, com ou sem banco",
    responses: {
      200: { description: "O processo responde", schema: z.object({ status: z.literal("ok") }) },
    },
  },
  {
    path: "/api/metrics",
    method: "get",
    tag: "Sistema",
    summary: "Métricas no formato de texto do Prometheus (Authorization: Bearer METRICS_TOKEN)",
    responses: {
      200: "Métricas: requisições HTTP por rota e status (contagem e duração), pool do banco, fila do outbox, processo Node.js",
      401: quote(METRICS_TOKEN_REQUIRED),
      404: `Sem METRICS_TOKEN configurado: ${quote(ROUTE_NOT_FOUND)}`,
    },
    produces: "text/plain",
  },
  {
    path: "/api/auth/session",
    method: "get",
    tag: "Autenticação",
    summary: "Sessão atual (next-auth)",
    responses: {
      200: {
        description: "A sessão, ou {} sem sessão",
        schema: z.union([
          z.object({
            user: signedInUserSchema,
            expires: z.iso.datetime().describe("Quando a sessão expira"),
          }),
          z.object({}),
        ]),
      },
    },
  },
  {
    path: "/api/auth/{nextauth}",
    method: "get",
    tag: "Autenticação",
    summary: "Demais rotas do next-auth (csrf, providers, session)",
    responses: { 200: "Resposta do next-auth" },
  },
  {
    path: "/api/auth/{nextauth}",
    method: "post",
    tag: "Autenticação",
    summary: "Rotas POST do next-auth (signout, callback)",
    responses: { 200: "Resposta do next-auth" },
  },
  {
    path: "/api/cloudinary/delete-image",
    method: "delete",
    tag: "Carros",
    summary: "Apagar foto enviada que nenhum carro usa",
    permission: "cars:write",
    body: { kind: "json", schema: deleteImageBody },
    responses: {
      200: { description: "A foto foi apagada", schema: successAnswer },
      400: "publicId ausente ou malformado",
      404: "Foto desconhecida",
      409: "A foto ainda é usada por um carro",
    },
  },
];

/** What any `/api` path that no operation serves answers. */
export const UNKNOWN_ROUTE_ANSWER = quote(ROUTE_NOT_FOUND);
