import type { Actor } from "@/lib/auth/actor";
import { FOREIGN_ORIGIN, isCrossSiteRequest } from "@/lib/auth/csrf";
import { authorize, authorizeSignedIn, publicActor } from "@/lib/auth/guard";
import type { Permission } from "@/lib/auth/permissions";
import { getRequestActor } from "@/lib/auth/request-actor";
import { hasSessionCookie } from "@/lib/auth/session-token";
import { env, siteUrl } from "@/lib/env";
import { routeOf } from "@/lib/http/error-log";
import { HttpError, toErrorResponse } from "@/lib/http/errors";
import { requestIdOf } from "@/lib/http/request-id";
import { runWithRequestContext } from "@/lib/log/request-context";
import { isPlausibleId } from "@/lib/validation/ids";

export { MUST_CHANGE_PASSWORD, NO_PERMISSION, NOT_SIGNED_IN } from "@/lib/auth/guard";

type Context<TParams, TActor> = { params: Promise<TParams>; actor: TActor };
type Handler<TParams, TActor> = (
  request: Request,
  context: Context<TParams, TActor>,
) => Promise<Response> | Response;
type NextHandler<TParams> = (request: Request, context: { params: Promise<TParams> }) => Promise<Response>;

const SITE_ORIGINS = [siteUrl, env.NEXTAUTH_URL].filter((origin): origin is string => Boolean(origin));

/**
 * Every API route handler goes through this wrapper, the one guard of the API:
 * - a state-changing request carrying the session cookie from another site is refused (403, docs/conventions.md "Security");
 * - the signed-in actor is resolved from the session token and checked against the database;
 * - `permission` is enforced from the one role table (401 without a session, 403 without the permission);
 *   `signedIn` asks only for a session; an account with a temporary password gets 403 on both (only a route
 *   marked `duringPasswordChange` lets it in) and is served as a visitor by public routes;
 * - with `unknownId`, a path `{id}` that cannot be an id (a path, a NUL byte, 10,000 characters) is answered
 *   with that 404 before the handler runs, exactly like an unknown id (docs/conventions.md: malformed ids are 404, never 500);
 * - whatever the handler throws becomes the API's JSON error (validation 400 with `fields`, domain errors with
 *   their status, database down 503, anything else a logged 500 without details);
 * - answers are `no-store`, and always `private, no-store` for a signed-in actor;
 * - the handler runs in its request's log context (lib/log/request-context.ts).
 */
type IdOptions = {
  /** The area's 404 for an unknown id ("Carro não encontrado"), also given to an `{id}` no row can have. */
  unknownId?: () => HttpError;
};

export function route<TParams = Record<string, never>>(
  handler: Handler<TParams, Actor>,
  options: { permission: Permission } & IdOptions,
): NextHandler<TParams>;
export function route<TParams = Record<string, never>>(
  handler: Handler<TParams, Actor>,
  options: { signedIn: true; duringPasswordChange?: boolean; permission?: undefined } & IdOptions,
): NextHandler<TParams>;
export function route<TParams = Record<string, never>>(
  handler: Handler<TParams, Actor | null>,
  options?: { permission?: undefined; signedIn?: undefined } & IdOptions,
): NextHandler<TParams>;
export function route<TParams>(
  handler: Handler<TParams, Actor> | Handler<TParams, Actor | null>,
  options: {
    permission?: Permission;
    signedIn?: boolean;
    duringPasswordChange?: boolean;
  } & IdOptions = {},
): NextHandler<TParams> {
  // Every log line the handler writes carries the request's id (stamped on arrival, lib/http/request-log.ts).
  return (request, context) =>
    runWithRequestContext({ requestId: requestIdOf(request.headers) ?? crypto.randomUUID() }, () =>
      handle(request, context),
    );

  async function handle(request: Request, context: { params: Promise<TParams> }): Promise<Response> {
    let actor: Actor | null = null;
    let response: Response;
    try {
      if (
        hasSessionCookie(request.headers) &&
        isCrossSiteRequest(request.method, request.headers, SITE_ORIGINS)
      ) {
        throw new HttpError(403, FOREIGN_ORIGIN);
      }
      actor = await getRequestActor(request);
      let served = actor;
      if (options.permission) authorize(actor, options.permission);
      else if (options.signedIn)
        authorizeSignedIn(actor, { duringPasswordChange: options.duringPasswordChange });
      else served = publicActor(actor);
      if (options.unknownId) {
        const { id } = (await context.params) as { id?: unknown };
        if (typeof id !== "string" || !isPlausibleId(id)) throw options.unknownId();
      }
      // With a permission the actor is non-null here, matching the first overload.
      response = await (handler as Handler<TParams, Actor | null>)(request, {
        params: context.params,
        actor: served,
      });
    } catch (error) {
      response = toErrorResponse(error, `${request.method} ${routeOf(new URL(request.url).pathname)}`);
    }
    if (actor) return withHeader(response, "Cache-Control", "private, no-store");
    return response.headers.has("Cache-Control")
      ? response
      : withHeader(response, "Cache-Control", "no-store");
  }
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Some responses (Response.redirect, fetched ones) have immutable headers: copy them.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/** A 200 response of JSON already serialized (a memoized answer). */
export function jsonBytes(body: Uint8Array<ArrayBuffer>): Response {
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}

/** A JSON response with the status given (200 by default). */
export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return Response.json(body, { status: init.status ?? 200, headers: init.headers });
}
