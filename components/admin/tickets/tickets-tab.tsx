"use client";

import { Inbox, RefreshCw } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/lib/toast";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { LeadFilter, leadFilterParams, type LeadFilterId } from "@/components/admin/tickets/lead-filter";
import { TicketCard } from "@/components/admin/tickets/ticket-card";
import { TicketDialog } from "@/components/admin/tickets/ticket-dialog";
import { useLeadContext } from "@/components/admin/tickets/use-lead-context";
import { UpcomingAppointments } from "@/components/admin/tickets/upcoming-appointments";
import { ApiError, apiRequest } from "@/lib/api-client";
import { ListSkeleton } from "@/components/admin/kit/list-skeleton";
import { SearchField } from "@/components/admin/kit/search-field";
import { useListParams } from "@/components/admin/kit/use-list-params";
import { useApiData, useApiPage } from "@/lib/admin/use-api-data";
import type { ApiAppointmentListItem } from "@/lib/appointments/schema";
import { TICKET_SORT_FIELDS } from "@/lib/lists/query";
import type { TicketListSummary } from "@/lib/tickets/queries";
import { cn } from "@/lib/utils";
import type { ApiTicket, TicketStatus } from "@/lib/tickets/dto";
import { listedTickets } from "@/lib/tickets/rules";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";

const MINUTE_MS = 60_000;

const SUCCESS: Record<TicketStatus, string> = {
  resolved: "Ticket marcado como resolvido!",
  pending: "Ticket voltou para pendente.",
  proposal: "Ticket voltou para pendente.",
};

/**
 * The tickets tab: contact messages and proposals from the site, open ones first, then newest; 'Meus leads' first
 * for whoever receives leads. `?ticket=<id>` (the link of the lead e-mails) opens that ticket with its timeline.
 */
export function TicketsTab() {
  const { context: leads, failed: leadsFailed } = useLeadContext();
  const params = useSearchParams();
  const requested = params.get("leads");
  // The list waits for the caller's lead settings, so a receiver's first page is their own leads.
  const filter: LeadFilterId | null =
    requested === "mine" || requested === "none" || requested === "all"
      ? requested
      : leads
        ? leads.receivesLeads
          ? "mine"
          : "all"
        : leadsFailed
          ? "all"
          : null;
  const list = useListParams("/api/contact-tickets", TICKET_SORT_FIELDS, leadFilterParams(filter));
  const tickets = useApiPage<"tickets", ApiTicket, TicketListSummary>(list.apiUrl, "tickets", {
    enabled: filter !== null,
  });
  const openTicket = params.get("ticket");
  const appointments = useApiData<{ appointments: ApiAppointmentListItem[] }>("/api/appointments");
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
        ...data,
        tickets: data.tickets.map((item) => (item.id === updated.id ? updated : item)),
      }));
      setNow(new Date());
      toast.success(SUCCESS[status]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        tickets.setData((data) => ({
          ...data,
          tickets: data.tickets.filter((item) => item.id !== ticket.id),
        }));
        toast.error("Erro", { description: TICKET_NOT_FOUND });
      } else {
        toast.error("Erro ao atualizar status do ticket");
      }
    } finally {
      setBusy(null);
    }
  }

  function replaceTicket(updated: ApiTicket) {
    tickets.setData((data) => ({
      ...data,
      tickets: data.tickets.map((item) => (item.id === updated.id ? updated : item)),
    }));
  }

  const shown = listedTickets(tickets.items, now);
  const open = tickets.summary?.open ?? 0;
  const ready = !tickets.loading && !tickets.failed;

  return (
    <section aria-labelledby="tickets-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id="tickets-title" className="text-xl font-semibold">
            Tickets de Contato
          </h2>
          {ready ? (
            <Badge variant={open > 0 ? "warning" : "secondary"} data-testid="open-tickets">
              {open} {open === 1 ? "pendente" : "pendentes"}
            </Badge>
          ) : null}
        </div>
        <Button
          variant="outline"
          onClick={() => {
            void appointments.reload();
            void tickets.reload();
          }}
        >
          <RefreshCw aria-hidden="true" />
          Atualizar
        </Button>
      </div>

      <LeadFilter value={filter} />

      <UpcomingAppointments
        appointments={appointments.data?.appointments}
        loading={appointments.state === "loading"}
        failed={appointments.state === "error"}
        now={now}
      />

      <SearchField
        value={list.search}
        onChange={list.setSearch}
        placeholder="Buscar tickets por nome, contato, mensagem, carro..."
        label="Buscar tickets por nome, contato, mensagem, carro..."
      />

      {tickets.loading ? (
        <ListSkeleton
          label="Carregando tickets"
          className="grid gap-3 lg:grid-cols-2"
          rowClassName="h-44 w-full rounded-xl"
        />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          <Inbox className="size-8" aria-hidden="true" />
          <p>
            {tickets.failed
              ? "Não foi possível carregar os tickets."
              : list.q
                ? "Nenhum ticket encontrado para a busca."
                : "Nenhum ticket no momento."}
          </p>
        </div>
      ) : (
        <div
          className={cn("grid gap-3 lg:grid-cols-2", tickets.stale && "opacity-60")}
          aria-busy={tickets.stale || undefined}
        >
          {shown.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              now={now}
              busy={busy === ticket.id}
              onStatus={changeStatus}
              leads={leads}
              onChanged={replaceTicket}
            />
          ))}
        </div>
      )}
      {ready && tickets.total > tickets.pageSize ? (
        <DataTablePagination
          page={list.page}
          pageSize={tickets.pageSize}
          total={tickets.total}
          onPageChange={list.setPage}
        />
      ) : null}
      {openTicket ? (
        <TicketDialog
          ticketId={openTicket}
          now={now}
          leads={leads}
          onChanged={replaceTicket}
          onStatus={changeStatus}
          busy={busy === openTicket}
        />
      ) : null}
    </section>
  );
}
