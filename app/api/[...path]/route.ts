import { ROUTE_NOT_FOUND, errorResponse } from "@/lib/http/errors";

// Any /api path no route handles: a JSON 404, never Next's HTML page (docs/conventions.md).
function notFound() {
  return errorResponse(404, { error: ROUTE_NOT_FOUND });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
