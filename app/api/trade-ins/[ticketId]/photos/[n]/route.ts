import { privateFileResponse } from "@/lib/files/storage";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/api/route";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";
import { readTradeInPhoto } from "@/lib/trade-ins/service";

// GET /api/trade-ins/{ticketId}/photos/{n} (tickets permission): the n-th photo (0-based) of a trade-in request,
// as an attachment with the private files' download headers; 404 for an unknown ticket or photo.
export const GET = route(async (_request, { params }) => {
  const { ticketId, n } = await params;
  return privateFileResponse(await readTradeInPhoto(ticketId, n));
}, ticketEndpoints.tradeInPhoto);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
