import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { countAnonymousWrite } from "@/lib/http/anonymous-writes";
import { clientAddress } from "@/lib/http/client-address";
import { json, route } from "@/lib/http/route";
import { queryParams, ticketListQuerySchema } from "@/lib/lists/query";
import { listTicketPage } from "@/lib/tickets/queries";
import { createTicket } from "@/lib/tickets/service";
import { otherMethods } from "@/lib/http/methods";

// POST /api/contact-tickets: public. A contact message, or a purchase proposal when the body has carId (its car
// snapshot comes from the database). More than 10 from one client address in 10 minutes → 429, counted before
// the body is read (refused requests count too).
export const POST = route(async (request) => {
  await countAnonymousWrite(clientAddress(request));
  const body = await readJson(request, z.unknown());
  const ticket = await createTicket(body);
  return json({ ticket }, { status: 201 });
});

// GET /api/contact-tickets: a page of the tickets tab's list matching `q`; pending and proposal first, then
// newest, unless sorted; resolved tickets leave the list 12 hours after being resolved (the database keeps them);
// assignedTo = me, none or a user id keeps one owner's leads.
export const GET = route(
  async (request, { actor }) =>
    json(await listTicketPage(ticketListQuerySchema.parse(queryParams(request.url)), actor)),
  { permission: "tickets:access" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
