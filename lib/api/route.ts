import type { z } from "zod";

import type { Actor } from "@/lib/auth/actor";
import { FOREIGN_ORIGIN, isCrossSiteRequest } from "@/lib/auth/csrf";
import { authorize, authorizeSignedIn, publicActor } from "@/lib/auth/guard";
import type { Permission } from "@/lib/auth/permissions";
import { getRequestActor } from "@/lib/auth/request-actor";
import { hasSessionCookie } from "@/lib/auth/session-token";
import { env, siteUrl } from "@/lib/env";
import { routeOf } from "@/lib/http/error-log";
import { readJsonBody } from "@/lib/http/body";
import { HttpError, parseInput, toErrorResponse } from "@/lib/http/errors";
import { requestIdOf } from "@/lib/http/request-id";
import { queryParams } from "@/lib/lists/query";
import { runWithRequestContext } from "@/lib/log/request-context";
import { isPlausibleId } from "@/lib/validation/ids";

export { MUST_CHANGE_PASSWORD, NO_PERMISSION, NOT_SIGNED_IN } from "@/lib/auth/guard";

type Schema = z.core.$ZodType;

/** What a route declares besides its handler: who may call it and what it reads. */
export type RouteOptions = {
  /** The URL template ("/api/cars/{id}"; "{...name}" for a catch-all): its placeholders type `params`. */
  path?: string;
  /** The permission of the role table the route requires (401 without a session, 403 without it). */
  permission?: Permission;
  /** A session is enough (no permission); `duringPasswordChange` lets in an account with a temporary password. */
  signedIn?: boolean;
  duringPasswordChange?: boolean;
  /** The area's 404 for an unknown id ("Carro não encontrado"), also given to an `{id}` no row can have. */
  unknownId?: () => HttpError;
  /** The query string's schema: the handler gets the parsed `query`. */
  query?: Schema;
  /** The JSON body's schema: the handler gets the parsed `body`. */
  body?: Schema;
  /** Accepts the JSON body as text/plain too (navigator.sendBeacon sends that). */
  textPlainBody?: boolean;
  /**
   * The service validates the body with `body` itself, after checks that answer first whatever the body holds
   * (whose sale it is, whether the invoice exists): the handler gets the JSON object as sent.
   */
  deferBodyValidation?: boolean;
  /** What is decided before the body is read (a rate limit that counts refused bodies too). */
  beforeBody?: (request: Request) => Promise<void>;
} & Partial<RouteDoc>;

/**
 * What the API's document (GET /api/openapi.json, lib/openapi/) says of a route besides its options: a route
 * declared in lib/openapi/endpoints/ passes the one declaration, options and document together, to route().
 */
export type RouteDoc = {
  method: "get" | "post" | "put" | "patch" | "delete";
  tag: string;
  summary: string;
  /** Status → what the client receives: an error's pt-BR text, or a description with the answer's zod schema. */
  responses: Record<number, string | { description: string; schema?: Schema }>;
  /** The success answer is a file (a PDF, a CSV, a stored upload) of this type rather than JSON. */
  produces?: string;
  /**
   * A multipart/form-data body the handler reads itself (streamed files): its text fields' schema, its file parts,
   * and whether the same fields are accepted as JSON too.
   */
  form?: { schema: Schema; files: Record<string, { required: boolean }>; json: boolean };
};

type PathParams<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `...${infer CatchAll}` ? { [K in CatchAll]: string[] } : { [K in Name]: string }) &
      PathParams<Rest>
  : unknown;
type ParamsOf<O> = O extends { path: infer TPath extends string } ? PathParams<TPath> : Record<string, never>;
type ActorOf<O> = O extends { permission: Permission } | { signedIn: true } ? Actor : Actor | null;
type Parsed<O, TKey extends "body" | "query"> = O extends { [K in TKey]: infer S extends Schema }
  ? TKey extends "body"
    ? O extends { deferBodyValidation: true }
      ? Record<string, unknown>
      : z.output<S>
    : z.output<S>
  : undefined;

type Context<O> = {
  params: Promise<ParamsOf<O>>;
  actor: ActorOf<O>;
  body: Parsed<O, "body">;
  query: Parsed<O, "query">;
};
type Handler<O> = (request: Request, context: Context<O>) => Promise<Response> | Response;
type NextHandler<TParams> = (request: Request, context: { params: Promise<TParams> }) => Promise<Response>;
/** The options with no key RouteOptions does not know (a misspelt `permision` would otherwise guard nothing). */
type Known<O> = O & Record<Exclude<keyof O, keyof RouteOptions>, never>;

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
 * - the `query` and the JSON `body` are validated with the route's schemas (in that order, `beforeBody` between
 *   them) and handed to the handler parsed; a failure is the 400 with `fields` of lib/http/errors.ts;
 * - whatever the handler throws becomes the API's JSON error (validation 400 with `fields`, domain errors with
 *   their status, database down 503, anything else a logged 500 without details);
 * - answers are `no-store`, and always `private, no-store` for a signed-in actor;
 * - the handler runs in its request's log context (lib/log/request-context.ts).
 */
export function route<const O extends RouteOptions = Record<never, never>>(
  handler: Handler<O>,
  options?: Known<O>,
): NextHandler<ParamsOf<O>> {
  const declared: RouteOptions = options ?? {};
  // Every log line the handler writes carries the request's id (stamped on arrival, lib/http/request-log.ts).
  return (request, context) =>
    runWithRequestContext({ requestId: requestIdOf(request.headers) ?? crypto.randomUUID() }, () =>
      handle(request, context),
    );

  async function handle(request: Request, context: { params: Promise<ParamsOf<O>> }): Promise<Response> {
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
      if (declared.permission) authorize(actor, declared.permission);
      else if (declared.signedIn)
        authorizeSignedIn(actor, { duringPasswordChange: declared.duringPasswordChange });
      else served = publicActor(actor);
      if (declared.unknownId) {
        const id = await pathId(context.params);
        if (typeof id !== "string" || !isPlausibleId(id)) throw declared.unknownId();
      }
      const query = declared.query ? parseInput(declared.query, queryParams(request.url)) : undefined;
      await declared.beforeBody?.(request);
      const sent = declared.body
        ? await readJsonBody(request, { allowTextPlain: declared.textPlainBody })
        : undefined;
      const body = declared.body && !declared.deferBodyValidation ? parseInput(declared.body, sent) : sent;
      // With a permission (or signedIn) the actor is non-null here, as ActorOf says.
      response = await handler(request, {
        params: context.params,
        actor: served as ActorOf<O>,
        body: body as Parsed<O, "body">,
        query: query as Parsed<O, "query">,
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

async function pathId(params: Promise<unknown>): Promise<unknown> {
  return ((await params) as { id?: unknown } | null)?.id;
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
