"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck, CarFront, MapPin, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useForm, useWatch } from "react-hook-form";

import { WhatsAppMark } from "@/components/site/brand-marks";
import { toastInvalidPhone, visitorFieldError } from "@/components/site/form-errors";
import { FormSuccess } from "@/components/site/form-success";
import { useSiteToaster } from "@/components/site/site-toaster";
import { VisitorContactFields } from "@/components/site/visitor-contact-fields";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_KIND_LABELS,
  appointmentInputSchema,
  SLOT_UNAVAILABLE,
  type ApiAppointment,
  type AppointmentFormInput,
  type AppointmentInput,
} from "@/lib/appointments/schema";
import { ApiError, apiRequest } from "@/lib/api-client";
import { bookableDays, hasBegun, type Slot } from "@/lib/appointments/slots";
import { formatDateBR } from "@/lib/format/dates";
import { parseOpeningHours } from "@/lib/opening-hours/schedule";
import { toast } from "@/lib/toast";
import { useFieldIds } from "@/lib/ui/use-field-ids";
import { cn } from "@/lib/utils";

// 'Agendar visita' (docs/showroom.md, docs/business-rules.md "Visit and test-drive booking"): the visitor picks visit
// or test drive, an open day within 30 days (the dealer's OPENING_HOURS, passed by the page: closed days, national
// holidays and today after its last slot are not offered), then one of that day's 30-minute slots read from
// GET /api/appointments/slots (taken ones shown disabled, begun ones left out), and leaves name, phone and,
// optionally, e-mail. A car page links here with ?agendar=<carId>, which books that car. On 409 the slots are read
// again. Once booked, a confirmation takes the form's place: the day, time and car, where to come, and WhatsApp to
// change it.

const dayLabel = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "UTC",
  weekday: "long",
  day: "2-digit",
  month: "2-digit",
});

/** "quarta-feira, 02/12" of a calendar day (formatted at UTC midnight, where the day is stored). */
function formatDay(day: string): string {
  const text = dayLabel.format(new Date(`${day}T00:00:00.000Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// The current minute, read in the browser only: the page shell is rendered ahead of time, when "now" is not known
// yet, so the days are listed once the page runs.
const MINUTE_MS = 60_000;
const noSubscription = () => () => {};
const minuteInBrowser = () => String(Math.floor(Date.now() / MINUTE_MS));
const notYet = () => "";

/** The car a car page asked to book (?agendar=<id>), read from the address once the page runs. */
const carParam = () => new URLSearchParams(window.location.search).get("agendar") ?? "";

type CarName = { brand: string; model: string; year: string };
type SlotsState = { date: string; slots: Slot[]; loading: boolean; failed: boolean };

const EMPTY: AppointmentFormInput = {
  kind: "visit",
  date: "",
  time: "",
  name: "",
  phone: "",
  email: "",
  carId: "",
};

/** The dealer's details the confirmation gives: where to come, and how to talk before. */
type Dealer = { address: string; mapsHref: string; whatsappHref: string };

/** The booking made, as the confirmation tells it. */
type Booked = ApiAppointment & { car: CarName | null };

/** `openingHours`: the OPENING_HOURS setting, as the server reads it. */
export function BookingForm({ openingHours, dealer }: { openingHours: string; dealer: Dealer }) {
  useSiteToaster();
  const minute = useSyncExternalStore(noSubscription, minuteInBrowser, notYet);
  const requestedCar = useSyncExternalStore(noSubscription, carParam, notYet);
  const schedule = useMemo(() => parseOpeningHours(openingHours), [openingHours]);
  const days = useMemo(
    () => (minute ? bookableDays(new Date(Number(minute) * MINUTE_MS), schedule) : []),
    [minute, schedule],
  );
  const [car, setCar] = useState<CarName | null>(null);
  const [slots, setSlots] = useState<SlotsState>({ date: "", slots: [], loading: false, failed: false });
  const [booked, setBooked] = useState<Booked | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AppointmentFormInput, unknown, AppointmentInput>({
    resolver: zodResolver(appointmentInputSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const date = useWatch({ control, name: "date" });
  const time = useWatch({ control, name: "time" });

  const fieldId = useFieldIds();

  // A car page's link: book that car, as a test drive unless the visitor changes it.
  useEffect(() => {
    if (!requestedCar) return;
    const controller = new AbortController();
    apiRequest<{ car?: CarName & { id: string; status: string } } | null>(
      `/api/cars/${encodeURIComponent(requestedCar)}`,
      { signal: controller.signal },
    )
      .then((body) => {
        if (!body?.car || body.car.status !== "available") return;
        setCar({ brand: body.car.brand, model: body.car.model, year: body.car.year });
        setValue("carId", body.car.id);
        setValue("kind", "test-drive");
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [requestedCar, setValue]);

  // An answer for a day no longer chosen (it arrived late) is dropped.
  const loadSlots = useCallback(async (day: string) => {
    const settle = (next: SlotsState) => setSlots((current) => (current.date === day ? next : current));
    setSlots((current) => ({
      date: day,
      slots: current.date === day ? current.slots : [],
      loading: true,
      failed: false,
    }));
    try {
      const body = await apiRequest<{ slots: Slot[] }>(`/api/appointments/slots?date=${day}`);
      settle({ date: day, slots: body.slots, loading: false, failed: false });
    } catch {
      settle({ date: day, slots: [], loading: false, failed: true });
    }
  }, []);

  const onValid = async (values: AppointmentInput) => {
    let appointment: ApiAppointment;
    try {
      ({ appointment } = await apiRequest<{ appointment: ApiAppointment }>("/api/appointments", {
        method: "POST",
        json: values,
      }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === null) {
        toast.error("Não foi possível agendar", { description: "Verifique sua conexão e tente novamente." });
      } else if (error.status === 409) {
        setValue("time", "");
        setError("time", { message: SLOT_UNAVAILABLE }, { shouldFocus: true });
        toast.error(SLOT_UNAVAILABLE, { description: "Escolha outro horário." });
        void loadSlots(values.date);
      } else {
        toast.error("Não foi possível agendar", { description: error.message });
      }
      return;
    }
    // The slot is taken for the visitor when the server answers 201: the booking is confirmed, nothing is left
    // for the dealer to confirm.
    toast.success("Agendamento confirmado!", {
      description: `${APPOINTMENT_KIND_LABELS[appointment.kind]} em ${formatDateBR(appointment.date)} às ${appointment.time}.`,
    });
    reset({ ...EMPTY, kind: values.kind, carId: values.carId ?? "" });
    setSlots({ date: "", slots: [], loading: false, failed: false });
    setBooked({ ...appointment, car: appointment.carId ? car : null });
  };

  const error = (field: keyof AppointmentFormInput) => visitorFieldError(errors[field]?.message);

  // A slot that has begun is no longer shown (the server marks it unavailable).
  const now = new Date(Number(minute) * MINUTE_MS);
  const shownSlots = slots.date === date ? slots.slots.filter((slot) => !hasBegun(date, slot.time, now)) : [];
  const noneFree =
    Boolean(date) && !slots.loading && !slots.failed && !shownSlots.some((slot) => slot.available);
  const timeError = error("time");

  if (booked) {
    return (
      <FormSuccess
        title={booked.kind === "test-drive" ? "Test drive agendado!" : "Visita agendada!"}
        testId="booking-done"
        actions={
          <>
            <a
              href={dealer.mapsHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline" })}
            >
              <MapPin aria-hidden="true" />
              Ver no mapa
            </a>
            <a
              href={dealer.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "whatsapp" })}
            >
              <WhatsAppMark className="size-5" />
              Falar no WhatsApp
            </a>
            <Button type="button" variant="ghost" onClick={() => setBooked(null)}>
              Agendar outro horário
            </Button>
          </>
        }
      >
        <p className="text-base text-foreground">
          <strong>
            {formatDay(booked.date)} às {booked.time}
          </strong>
          {booked.car ? ` · ${booked.car.brand} ${booked.car.model} ${booked.car.year}` : null}
        </p>
        <p>
          Seu horário está reservado: é só vir à loja, na {dealer.address}. Se precisar remarcar ou tiver
          alguma dúvida, fale com a gente pelo WhatsApp.
        </p>
      </FormSuccess>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, toastInvalidPhone)}
      className="grid gap-5"
      aria-label="Agendar visita"
      data-testid="booking-form"
    >
      {car ? (
        <div
          className="flex items-center justify-between gap-3 rounded-lg border border-dashed bg-muted/50 p-3 text-sm"
          data-testid="booking-car"
        >
          <p className="flex min-w-0 items-center gap-2">
            <CarFront className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">
              Veículo: <strong>{`${car.brand} ${car.model} ${car.year}`}</strong>
            </span>
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setCar(null);
              setValue("carId", "");
            }}
          >
            <X aria-hidden="true" />
            Remover<span className="sr-only"> o veículo do agendamento</span>
          </Button>
        </div>
      ) : null}

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Tipo de agendamento</legend>
        <div className="grid grid-cols-2 gap-2">
          {APPOINTMENT_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm font-medium has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input type="radio" value={kind} {...register("kind")} className="size-4 accent-primary" />
              {APPOINTMENT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>

      <FormField id={fieldId("date")} label="Dia" required error={error("date")}>
        <NativeSelect
          {...register("date", {
            onChange: (event: { target: { value: string } }) => {
              setValue("time", "");
              clearErrors("time");
              if (event.target.value) void loadSlots(event.target.value);
            },
          })}
          {...fieldA11yProps(fieldId("date"), error("date"))}
          required
        >
          <NativeSelectOption value="">Escolha um dia</NativeSelectOption>
          {days.map((day) => (
            <NativeSelectOption key={day} value={day}>
              {formatDay(day)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>

      <fieldset
        className="grid gap-2"
        aria-describedby={timeError ? `${fieldId("time")}-error` : `${fieldId("time")}-hint`}
        aria-busy={slots.loading || undefined}
        data-testid="booking-slots"
      >
        <legend className="mb-2 text-sm font-medium">
          Horário
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </legend>
        <p id={`${fieldId("time")}-hint`} className="text-sm text-muted-foreground">
          {!date
            ? "Escolha um dia para ver os horários livres."
            : slots.loading && shownSlots.length === 0
              ? "Carregando horários..."
              : slots.failed
                ? "Não foi possível carregar os horários. Escolha o dia novamente."
                : noneFree
                  ? "Nenhum horário livre neste dia. Escolha outro dia."
                  : "Horário de Brasília; cada visita reserva 30 minutos."}
        </p>
        {shownSlots.length > 0 ? (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {shownSlots.map((slot) => (
              <label
                key={slot.time}
                className={cn(
                  "relative flex min-h-11 items-center justify-center rounded-md border bg-background text-sm font-medium tabular-nums has-focus-visible:ring-2 has-focus-visible:ring-ring",
                  slot.available
                    ? "cursor-pointer hover:border-foreground/40 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground"
                    : "cursor-not-allowed bg-muted text-muted-foreground line-through",
                )}
              >
                <input
                  type="radio"
                  value={slot.time}
                  disabled={!slot.available}
                  {...register("time")}
                  className="absolute inset-0 cursor-[inherit] appearance-none rounded-md opacity-0"
                />
                {slot.time}
                {slot.available ? null : <span className="sr-only"> (indisponível)</span>}
              </label>
            ))}
          </div>
        ) : null}
        {timeError ? (
          <p id={`${fieldId("time")}-error`} role="alert" className="text-sm font-medium text-destructive">
            {timeError}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <VisitorContactFields
          fields={{ name: register("name"), phone: register("phone"), email: register("email") }}
          fieldId={fieldId}
          error={error}
        />
      </div>

      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
        <CalendarCheck aria-hidden="true" />
        {isSubmitting ? "Agendando..." : time ? `Agendar às ${time}` : "Agendar"}
      </Button>
    </form>
  );
}
