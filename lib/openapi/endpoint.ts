import type { RouteDoc, RouteOptions } from "@/lib/api/route";

/**
 * One route's declaration, written once: what route() enforces (permission, schemas, the unknown id's 404) and what
 * the OpenAPI document says of it (summary, answers). The route file passes it to route(); the document is built
 * from the declarations in lib/openapi/endpoints/.
 */
export type Endpoint = RouteOptions & RouteDoc & { path: string };

/** Declares a route (keeps its literal types: the path types the handler's params, the schemas its input). */
export function endpoint<const TEndpoint extends Endpoint>(declaration: TEndpoint): TEndpoint {
  return declaration;
}
