"use client";

import { Inbox, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/lib/toast";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TicketCard } from "@/components/admin/tickets/ticket-card";
import { ApiError, apiRequest } from "@/lib/admin/api-client";
import { useApiData } from "@/lib/admin/use-api-data";
import type { ApiTicket, TicketStatus } from "@/lib/tickets/dto";
import { listedTickets } from "@/lib/tickets/rules";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";

const MINUTE_MS = 60_000;

const SUCCESS: Record<TicketStatus, string> = {
  resolved: "Ticket marcado como resolvido!",
  pending: "Ticket voltou para pendente.",
  proposal: "Ticket voltou para pendente.",
};

/** The tickets tab: contact messages and proposals from the site, open ones first, then newest. */
export function TicketsTab() {
  const tickets = useApiData<{ tickets: ApiTicket[] }>("/api/contact-tickets");
  const [now, setNow] = useState(() => new Date());
  const [busy, setBusy] = useState<string | null>(null);

  // The 'Remove em {n}h' countdowns move on, and tickets past their 12 hours leave the list.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);

  async function changeStatus(ticket: ApiTicket, status: TicketStatus) {
    setBusy(ticket.id);
    try {
      const { ticket: updated } = await apiRequest<{ ticket: ApiTicket }>(
        `/api/contact-tickets/${encodeURIComponent(ticket.id)}`,
        { method: "PUT", json: { status } },
      );
      tickets.setData((data) => ({
        tickets: data.tickets.map((item) => (item.id === updated.id ? updated : item)),
      }));
      setNow(new Date());
      toast.success(SUCCESS[status]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        tickets.setData((data) => ({ tickets: data.tickets.filter((item) => item.id !== ticket.id) }));
        toast.error("Erro", { description: TICKET_NOT_FOUND });
      } else {
        toast.error("Erro ao atualizar status do ticket");
      }
    } finally {
      setBusy(null);
    }
  }

  const list = tickets.state === "ready" ? listedTickets(tickets.data.tickets, now) : [];
  const open = list.filter((ticket) => ticket.status !== "resolved").length;

  return (
    <section aria-labelledby="tickets-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id="tickets-title" className="text-xl font-semibold">
            Tickets de Contato
          </h2>
          {tickets.state === "ready" ? (
            <Badge variant={open > 0 ? "warning" : "secondary"} data-testid="open-tickets">
              {open} {open === 1 ? "pendente" : "pendentes"}
            </Badge>
          ) : null}
        </div>
        <Button variant="outline" onClick={tickets.reload}>
          <RefreshCw aria-hidden="true" />
          Atualizar
        </Button>
      </div>

      {tickets.state === "loading" ? (
        <div
          className="grid gap-3 lg:grid-cols-2"
          role="status"
          aria-busy="true"
          aria-label="Carregando tickets"
        >
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          <Inbox className="size-8" aria-hidden="true" />
          <p>
            {tickets.state === "error"
              ? "Não foi possível carregar os tickets."
              : "Nenhum ticket no momento."}
          </p>
        </div>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {list.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              now={now}
              busy={busy === ticket.id}
              onStatus={changeStatus}
            />
          ))}
        </div>
      )}
    </section>
  );
}
