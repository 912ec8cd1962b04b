"use client";

import { AlarmClock, ChevronDown, Hand, History, UserRound, UserRoundCheck } from "lucide-react";
import { useId, useState } from "react";

import { LeadTimeline } from "@/components/admin/tickets/lead-timeline";
import type { LeadContext } from "@/components/admin/tickets/use-lead-context";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { apiRequest } from "@/lib/api-client";
import { responseClock } from "@/lib/leads/response-clock";
import type { ApiTicket } from "@/lib/tickets/dto";
import { cn } from "@/lib/utils";

// The lead part of a ticket card (docs/admin-panel.md "Tickets"): who owns it and the response clock in opening
// hours; a gerente, admin or developer gives it to another receiver, a receiver takes an unassigned one; and the
// timeline with its notes, opened on demand.

type Props = {
  ticket: ApiTicket;
  now: Date;
  context: LeadContext | undefined;
  onChanged: (ticket: ApiTicket) => void;
  /** The timeline starts open (the ticket opened from an e-mail's link). */
  timelineOpen?: boolean;
};

const CLOCK_VARIANT = { due: "secondary", overdue: "destructive", answered: "success" } as const;

export function LeadPanel({ ticket, now, context, onChanged, timelineOpen = false }: Props) {
  const [showTimeline, setShowTimeline] = useState(timelineOpen);
  const [timelineVersion, setTimelineVersion] = useState(0);
  const [target, setTarget] = useState("");
  const { busy, run } = useAdminAction();
  const selectId = useId();
  const timelineId = useId();
  const clock = context ? responseClock(ticket, now, context.schedule) : null;
  const owner = ticket.assignedTo;
  const canTake = Boolean(context && !context.canReassign && !owner && context.receivesLeads);

  const assign = (assignedToId: string, success: string) =>
    run({
      call: () =>
        apiRequest<{ ticket: ApiTicket }>(`/api/contact-tickets/${encodeURIComponent(ticket.id)}`, {
          method: "PUT",
          json: { assignedToId },
        }),
      success,
      failure: "Erro ao atribuir o lead",
      onSuccess: ({ ticket: updated }) => {
        onChanged(updated);
        setTarget("");
        setTimelineVersion((version) => version + 1);
      },
    });

  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-3 text-sm" data-testid="lead-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-1.5" data-testid="lead-owner">
          {owner ? (
            <UserRoundCheck className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <span className="text-muted-foreground">Responsável:</span>{" "}
          <span className="truncate font-medium">{owner ? owner.name : "Sem responsável"}</span>
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          {ticket.escalatedAt ? <Badge variant="warning">Escalado</Badge> : null}
          {clock && clock.state !== "none" ? (
            <Badge variant={CLOCK_VARIANT[clock.state]} data-testid="lead-clock" data-state={clock.state}>
              <AlarmClock aria-hidden="true" />
              {clock.text}
            </Badge>
          ) : null}
        </div>
      </div>

      {context?.canReassign ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const receiver = context.receivers.find((item) => item.id === target);
            if (receiver) void assign(receiver.id, `Lead atribuído a ${receiver.name}.`);
          }}
        >
          <label htmlFor={selectId} className="sr-only">
            Reatribuir o lead de {ticket.name}
          </label>
          <NativeSelect
            id={selectId}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            wrapperClassName="min-w-0 flex-1 basis-40"
            disabled={busy}
          >
            <NativeSelectOption value="">Reatribuir para…</NativeSelectOption>
            {context.receivers
              .filter((receiver) => receiver.id !== owner?.id)
              .map((receiver) => (
                <NativeSelectOption key={receiver.id} value={receiver.id}>
                  {receiver.name}
                </NativeSelectOption>
              ))}
          </NativeSelect>
          <Button type="submit" variant="outline" disabled={busy || !target}>
            Reatribuir
          </Button>
        </form>
      ) : canTake ? (
        <Button
          variant="outline"
          className="w-fit"
          disabled={busy}
          onClick={() => context && void assign(context.me, "Lead assumido por você.")}
        >
          <Hand aria-hidden="true" />
          Assumir lead
        </Button>
      ) : null}

      <Button
        variant="ghost"
        className="w-fit px-2"
        aria-expanded={showTimeline}
        aria-controls={timelineId}
        onClick={() => setShowTimeline((open) => !open)}
      >
        <History aria-hidden="true" />
        Histórico e notas
        <ChevronDown
          aria-hidden="true"
          className={cn("transition-transform", showTimeline && "rotate-180")}
        />
      </Button>
      <div id={timelineId} hidden={!showTimeline}>
        {showTimeline ? (
          <LeadTimeline key={timelineVersion} ticketId={ticket.id} onTicket={onChanged} />
        ) : null}
      </div>
    </div>
  );
}
