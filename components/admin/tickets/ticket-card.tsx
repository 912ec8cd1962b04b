"use client";

import {
  Calculator,
  CalendarClock,
  CarFront,
  Check,
  Clock,
  ExternalLink,
  Mail,
  Phone,
  RotateCcw,
} from "lucide-react";
import Link from "next/link";

import { CancelAppointment } from "@/components/admin/tickets/cancel-appointment";
import { LeadPanel } from "@/components/admin/tickets/lead-panel";
import { TradeInDetails } from "@/components/admin/tickets/trade-in-details";
import type { LeadContext } from "@/components/admin/tickets/use-lead-context";
import { WhatsAppMark as WhatsAppIcon } from "@/components/site/brand-marks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TICKET_SUBJECT_LABELS } from "@/lib/constants/contact";
import { APPOINTMENT_KIND_LABELS } from "@/lib/appointments/schema";
import { formatDateBR, formatDateTime } from "@/lib/format/dates";
import { formatMileage } from "@/lib/format/mileage";
import { formatMonthlyRate } from "@/lib/financing/price-table";
import { formatMoney, formatPrice } from "@/lib/format/money";
import { maskPhone } from "@/lib/format/phone";
import { telLink, whatsappLink } from "@/lib/format/whatsapp";
import { isProposal, type ApiTicket, type TicketStatus } from "@/lib/tickets/dto";
import { removalLabel, ticketGreeting } from "@/lib/tickets/rules";
import { cn } from "@/lib/utils";

type Props = {
  ticket: ApiTicket;
  now: Date;
  busy: boolean;
  onStatus: (ticket: ApiTicket, status: TicketStatus) => void;
  /** Receivers, rights and opening hours for the lead part (owner, clock, timeline). */
  leads: LeadContext | undefined;
  onChanged: (ticket: ApiTicket) => void;
  timelineOpen?: boolean;
};

const STATUS_BADGE: Record<TicketStatus, { label: string; variant: "warning" | "success" | "default" }> = {
  pending: { label: "Pendente", variant: "warning" },
  proposal: { label: "Pendente", variant: "warning" },
  resolved: { label: "Resolvido", variant: "success" },
};

/** One contact message or proposal, with its owner and timeline, the ways to answer it and its status actions. */
export function TicketCard({ ticket, now, busy, onStatus, leads, onChanged, timelineOpen }: Props) {
  const resolved = ticket.status === "resolved";
  const proposal = isProposal(ticket);
  const status = STATUS_BADGE[ticket.status];
  const titleId = `ticket-${ticket.id}-title`;
  const carName = [ticket.car_brand, ticket.car_model, ticket.car_year].filter(Boolean).join(" ");

  return (
    <article
      aria-labelledby={titleId}
      data-testid="ticket"
      data-status={ticket.status}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm",
        resolved && "bg-muted/40",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="truncate font-semibold">
            {ticket.name}
          </h3>
          <p className="text-xs text-muted-foreground">
            {TICKET_SUBJECT_LABELS[ticket.subject] ?? ticket.subject} · {formatDateTime(ticket.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {proposal ? <Badge variant="default">Proposta</Badge> : null}
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
      </header>

      <LeadPanel
        ticket={ticket}
        now={now}
        context={leads}
        onChanged={onChanged}
        timelineOpen={timelineOpen}
      />

      {proposal && carName ? (
        <div
          className="flex flex-col gap-1 rounded-lg border border-dashed bg-muted/50 p-3 text-sm"
          data-testid="ticket-car"
        >
          <p className="flex items-center gap-2 font-medium">
            <CarFront className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{carName}</span>
          </p>
          <p className="text-muted-foreground">
            {[
              ticket.car_price !== null ? formatPrice(ticket.car_price) : null,
              ticket.car_mileage !== null ? formatMileage(ticket.car_mileage) : null,
              ticket.car_engine,
              ticket.car_fuel,
              ticket.car_transmission,
              ticket.car_color,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {ticket.carId ? (
            <Link
              href={`/car/${ticket.carId}`}
              target="_blank"
              className="inline-flex w-fit items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
            >
              Ver anúncio do carro
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(abre em nova aba)</span>
            </Link>
          ) : (
            <p className="text-xs text-muted-foreground">O carro foi removido do estoque.</p>
          )}
        </div>
      ) : null}

      {ticket.tradeIn ? <TradeInDetails ticketId={ticket.id} tradeIn={ticket.tradeIn} /> : null}
      {ticket.appointment ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed bg-muted/50 p-3 text-sm font-medium">
          <p className="flex items-center gap-2" data-testid="ticket-appointment">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            {APPOINTMENT_KIND_LABELS[ticket.appointment.kind]} em {formatDateBR(ticket.appointment.date)} às{" "}
            {ticket.appointment.time}
          </p>
          <CancelAppointment appointment={ticket.appointment} />
        </div>
      ) : null}
      {ticket.financing ? (
        <div className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="ticket-financing">
          <p className="flex items-center gap-2 font-medium">
            <Calculator className="size-4 shrink-0" aria-hidden="true" />
            Simulação de financiamento
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Entrada</dt>
            <dd>{formatMoney(ticket.financing.downPayment)}</dd>
            <dt className="text-muted-foreground">Parcelas</dt>
            <dd>
              {ticket.financing.months}× de {formatMoney(ticket.financing.installment)}
            </dd>
            <dt className="text-muted-foreground">Financiado</dt>
            <dd>{formatMoney(ticket.financing.financedAmount)}</dd>
            <dt className="text-muted-foreground">Total</dt>
            <dd>{formatMoney(ticket.financing.total)}</dd>
            <dt className="text-muted-foreground">Taxa</dt>
            <dd>{formatMonthlyRate(ticket.financing.monthlyRate)}</dd>
          </dl>
        </div>
      ) : null}

      <p className="text-sm break-words whitespace-pre-wrap">{ticket.message}</p>

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>
          <a
            href={telLink(ticket.phone)}
            className="inline-flex items-center gap-1.5 text-link underline-offset-4 hover:underline"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {maskPhone(ticket.phone)}
          </a>
        </li>
        {ticket.email ? (
          <li className="min-w-0">
            <a
              href={`mailto:${ticket.email}`}
              className="inline-flex max-w-full items-center gap-1.5 break-all text-link underline-offset-4 hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              {ticket.email}
            </a>
          </li>
        ) : null}
      </ul>

      <footer className="flex flex-wrap items-center gap-2">
        <Button asChild variant="whatsapp">
          <a
            href={whatsappLink(ticket.phone, ticketGreeting(ticket))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon className="size-4" />
            WhatsApp
            <span className="sr-only">de {ticket.name} (abre em nova aba)</span>
          </a>
        </Button>
        {resolved ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => onStatus(ticket, "pending")}>
              <RotateCcw aria-hidden="true" />
              Voltar para pendente
            </Button>
            {ticket.resolvedAt ? (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="size-3.5" aria-hidden="true" />
                {removalLabel(ticket.resolvedAt, now)}
              </span>
            ) : null}
          </>
        ) : (
          <Button disabled={busy} onClick={() => onStatus(ticket, "resolved")}>
            <Check aria-hidden="true" />
            Resolver
          </Button>
        )}
      </footer>
    </article>
  );
}
