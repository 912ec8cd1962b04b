"use client";

import { CalendarClock, CarFront, Phone } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { APPOINTMENT_KIND_LABELS, type ApiAppointmentListItem } from "@/lib/appointments/schema";
import { slotInstant, SLOT_MINUTES } from "@/lib/appointments/slots";
import { formatDateBR } from "@/lib/format/dates";
import { maskPhone } from "@/lib/format/phone";
import { telLink } from "@/lib/format/whatsapp";

// 'Próximas visitas' at the top of the tickets tab (docs/admin-panel.md): the visits and test drives booked from the
// site that have not ended yet, soonest first, from GET /api/appointments.

const SHOWN = 8;

const weekdayFormat = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", weekday: "short" });
const weekdayOf = (day: string) => weekdayFormat.format(new Date(`${day}T00:00:00.000Z`)).replace(".", "");

type Props = {
  appointments: ApiAppointmentListItem[] | undefined;
  loading: boolean;
  failed: boolean;
  now: Date;
};

export function UpcomingAppointments({ appointments, loading, failed, now }: Props) {
  // A booking stays listed until its 30 minutes are over.
  const upcoming = (appointments ?? []).filter(
    (item) => slotInstant(item.date, item.time).getTime() + SLOT_MINUTES * 60_000 > now.getTime(),
  );

  return (
    <section
      aria-labelledby="upcoming-visits-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="upcoming-appointments"
    >
      <h3 id="upcoming-visits-title" className="flex items-center gap-2 font-semibold">
        <CalendarClock className="size-5 text-link" aria-hidden="true" />
        Próximas visitas
        {upcoming.length ? <Badge variant="secondary">{upcoming.length}</Badge> : null}
      </h3>
      {loading ? (
        <Skeleton className="h-16 w-full" />
      ) : failed ? (
        <p className="text-sm text-muted-foreground">Não foi possível carregar os agendamentos.</p>
      ) : upcoming.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma visita agendada.</p>
      ) : (
        <ol className="grid gap-2">
          {upcoming.slice(0, SHOWN).map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-background px-3 py-2 text-sm"
              data-testid="upcoming-appointment"
            >
              <span className="font-semibold tabular-nums">
                <span className="capitalize">{weekdayOf(item.date)}</span>, {formatDateBR(item.date)} às{" "}
                {item.time}
              </span>
              <Badge variant={item.kind === "test-drive" ? "default" : "outline"}>
                {APPOINTMENT_KIND_LABELS[item.kind]}
              </Badge>
              <span className="min-w-0 break-words">{item.name}</span>
              <a
                href={telLink(item.phone)}
                className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline"
              >
                <Phone className="size-3.5" aria-hidden="true" />
                {maskPhone(item.phone)}
              </a>
              {item.car ? (
                <span className="inline-flex min-w-0 items-center gap-1 text-muted-foreground">
                  <CarFront className="size-3.5 shrink-0" aria-hidden="true" />
                  {`${item.car.brand} ${item.car.model} ${item.car.year}`}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {upcoming.length > SHOWN ? (
        <p className="text-xs text-muted-foreground">e mais {upcoming.length - SHOWN} agendamentos.</p>
      ) : null}
    </section>
  );
}
