import { toErrorResponse } from "@/lib/http/errors";

export type RouteContext<TParams> = { params: Promise<TParams> };
type Handler<TParams> = (request: Request, context: RouteContext<TParams>) => Promise<Response> | Response;

/**
 * Wraps a route handler: whatever it throws becomes the API's JSON error (validation 400 with `fields`,
 * known domain errors with their status, database down 503, anything else a logged 500 without details),
 * and API answers are never stored by shared caches unless the handler says otherwise.
 */
export function route<TParams = Record<string, never>>(handler: Handler<TParams>): Handler<TParams> {
  return async (request, context) => {
    try {
      const response = await handler(request, context);
      if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
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
