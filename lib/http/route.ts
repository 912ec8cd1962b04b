import type { Actor } from "@/lib/auth/actor";
import { roleCan, type Permission } from "@/lib/auth/permissions";
import { getRequestActor } from "@/lib/auth/request-actor";
import { HttpError, toErrorResponse } from "@/lib/http/errors";

export const NOT_SIGNED_IN = "Não autenticado. Faça login para continuar.";
export const NO_PERMISSION = "Você não tem permissão para esta ação.";

type Context<TParams, TActor> = { params: Promise<TParams>; actor: TActor };
type Handler<TParams, TActor> = (request: Request, context: Context<TParams, TActor>) => Promise<Response> | Response;
type NextHandler<TParams> = (request: Request, context: { params: Promise<TParams> }) => Promise<Response>;

/**
 * Every API route handler goes through this wrapper. It resolves the signed-in actor (checked against the
 * database), enforces `permission` from the one role table (401 without a session, 403 without the
 * permission), and turns whatever the handler throws into the API's JSON error (validation 400 with
 * `fields`, domain errors with their status, database down 503, anything else a logged 500 without details).
 * API answers are `no-store` unless the handler says otherwise.
 */
export function route<TParams = Record<string, never>>(
  handler: Handler<TParams, Actor>,
  options: { permission: Permission },
): NextHandler<TParams>;
export function route<TParams = Record<string, never>>(
  handler: Handler<TParams, Actor | null>,
  options?: { permission?: undefined },
): NextHandler<TParams>;
export function route<TParams>(
  handler: Handler<TParams, Actor> | Handler<TParams, Actor | null>,
  options: { permission?: Permission } = {},
): NextHandler<TParams> {
  return async (request, context) => {
    try {
      const actor = await getRequestActor(request);
      if (options.permission) {
        if (!actor) throw new HttpError(401, NOT_SIGNED_IN);
        if (!roleCan(actor.role, options.permission)) throw new HttpError(403, NO_PERMISSION);
      }
      // With a permission the actor is non-null here, matching the first overload.
      const response = await (handler as Handler<TParams, Actor | null>)(request, { params: context.params, actor });
      if (!response.headers.has("Cache-Control")) {
        response.headers.set("Cache-Control", actor ? "private, no-store" : "no-store");
      }
      return response;
    } catch (error) {
      return toErrorResponse(error, `${request.method} ${new URL(request.url).pathname}`);
    }
  };
}

/** A JSON response with the status given (200 by default). */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: init.headers });
}
