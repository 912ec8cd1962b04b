import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";
import { deleteTradeInPhotos } from "@/lib/trade-ins/service";

// DELETE /api/trade-ins/{ticketId}/photos (tickets permission): deletes a trade-in request's photos, keeping its
// ticket → {success:true}; their space in the visitors' storage quota is free again. 404 for an unknown ticket.
export const DELETE = route(async (_request, { params }) => {
  await deleteTradeInPhotos((await params).ticketId);
  return json({ success: true });
}, ticketEndpoints.deleteTradeInPhotos);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
