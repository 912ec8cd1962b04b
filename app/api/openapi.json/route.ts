import { otherMethods } from "@/lib/http/methods";
import { systemEndpoints } from "@/lib/openapi/endpoints/system";
import { json, route } from "@/lib/api/route";
import { buildOpenApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json: the API's OpenAPI 3.1 document, public like the routes it describes. Built once per
// process: it only depends on the code.
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = route(async () => json((document ??= buildOpenApiDocument())), systemEndpoints.openApi);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
