"use client";

import { TicketCard } from "@/components/admin/tickets/ticket-card";
import type { LeadContext } from "@/components/admin/tickets/use-lead-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import type { ApiTicket, TicketStatus } from "@/lib/tickets/dto";

// The ticket a lead e-mail links to (/admin?tab=tickets&ticket=<id>), opened over the list with its timeline,
// whatever page or filter the list is on. Closing it takes `ticket` out of the address.

type Props = {
  ticketId: string;
  now: Date;
  leads: LeadContext | undefined;
  busy: boolean;
  onChanged: (ticket: ApiTicket) => void;
  onStatus: (ticket: ApiTicket, status: TicketStatus) => Promise<void>;
};

function close() {
  const url = new URL(window.location.href);
  url.searchParams.delete("ticket");
  window.history.replaceState(null, "", url);
}

export function TicketDialog({ ticketId, now, leads, busy, onChanged, onStatus }: Props) {
  const detail = useApiData<{ ticket: ApiTicket }>(`/api/contact-tickets/${encodeURIComponent(ticketId)}`);
  const ticket = detail.data?.ticket;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{ticket ? `Lead de ${ticket.name}` : "Lead"}</DialogTitle>
          <DialogDescription>
            {detail.state === "error" ? detail.message : "O ticket aberto pelo link do e-mail."}
          </DialogDescription>
        </DialogHeader>
        {detail.state === "loading" ? (
          <Skeleton className="h-64" role="status" aria-label="Carregando ticket" />
        ) : ticket ? (
          <TicketCard
            ticket={ticket}
            now={now}
            busy={busy}
            leads={leads}
            timelineOpen
            onChanged={(updated) => {
              detail.setData(() => ({ ticket: updated }));
              onChanged(updated);
            }}
            onStatus={(current, status) => void onStatus(current, status).then(() => detail.reload())}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
