import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { leadReceivers } from "@/lib/leads/staff";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";

// GET /api/leads/receivers: who receives leads, whether the caller does and may reassign, and the opening hours
// and response time the tickets tab counts clocks with.
export const GET = route(
  async (_request, { actor }) => json(await leadReceivers(actor)),
  ticketEndpoints.receivers,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
