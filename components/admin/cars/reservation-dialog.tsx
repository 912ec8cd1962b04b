"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { FormActions } from "@/components/admin/kit/form-actions";
import { applyServerErrors } from "@/components/admin/kit/form-errors";
import { NumberField } from "@/components/admin/kit/number-field";
import { RecordFormDialog } from "@/components/admin/kit/record-form-dialog";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiRequest, serverErrorOf } from "@/lib/api-client";
import type { ApiCar } from "@/lib/cars/dto";
import { RESERVATION_MAX_DAYS } from "@/lib/constants/cars";
import { maskPhone } from "@/lib/format/phone";
import { toast } from "@/lib/toast";
import { reservationWindow } from "@/lib/reservations/rules";
import {
  reservationInputSchema,
  type ApiReservation,
  type ReservationFormInput,
  type ReservationInput,
} from "@/lib/reservations/schema";
import { masked } from "@/lib/ui/masked";

const FIELDS = ["clientName", "clientPhone", "deposit", "until"] as const;

type Props = {
  car: ApiCar | null;
  onOpenChange: (open: boolean) => void;
  onReserved: (reservation: ApiReservation) => void;
};

/** 'Reservar': the client, the deposit ('sinal') and the last day the car is held (today to 7 days ahead). */
export function ReservationDialog({ car, onOpenChange, onReserved }: Props) {
  return (
    <RecordFormDialog
      open={car !== null}
      onOpenChange={onOpenChange}
      title={car ? `Reservar ${car.brand} ${car.model}` : "Reservar"}
      description={`O carro aparece como 'Reservado' no site até o fim do dia escolhido (no máximo ${RESERVATION_MAX_DAYS} dias), e continua recebendo propostas.`}
    >
      {car ? <ReservationForm car={car} onOpenChange={onOpenChange} onReserved={onReserved} /> : null}
    </RecordFormDialog>
  );
}

function ReservationForm({ car, onOpenChange, onReserved }: Props & { car: ApiCar }) {
  const range = reservationWindow(new Date());
  const form = useForm<ReservationFormInput, unknown, ReservationInput>({
    resolver: zodResolver(reservationInputSchema),
    defaultValues: { clientName: "", clientPhone: "", deposit: null, until: range.last },
  });
  const { register, handleSubmit, formState } = form;
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  async function submit(values: ReservationInput) {
    try {
      const { reservation } = await apiRequest<{ reservation: ApiReservation }>(
        `/api/cars/${encodeURIComponent(car.id)}/reservation`,
        { method: "POST", json: values },
      );
      toast.success("Carro reservado com sucesso!");
      onReserved(reservation);
    } catch (failure) {
      applyServerErrors(failure, form.setError, FIELDS);
      toast.error("Não foi possível reservar o carro", { description: serverErrorOf(failure) });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="reservation-client-name" label="Nome do cliente" required error={error("clientName")}>
        <Input
          {...register("clientName")}
          {...fieldA11yProps("reservation-client-name", error("clientName"))}
          autoComplete="off"
          required
        />
      </FormField>
      <FormField id="reservation-client-phone" label="Telefone" required error={error("clientPhone")}>
        <Input
          {...masked(register("clientPhone"), maskPhone)}
          {...fieldA11yProps("reservation-client-phone", error("clientPhone"))}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(11) 98765-4321"
          required
        />
      </FormField>
      <NumberField
        control={form.control}
        name="deposit"
        id="reservation-deposit"
        label="Sinal (R$)"
        kind="money"
        error={error("deposit")}
        placeholder="Ex.: 2.000,00"
        required
      />
      <FormField id="reservation-until" label="Reservado até" required error={error("until")}>
        <Input
          {...register("until")}
          {...fieldA11yProps("reservation-until", error("until"))}
          type="date"
          min={range.first}
          max={range.last}
          required
        />
      </FormField>
      <FormActions
        onCancel={() => onOpenChange(false)}
        submitting={formState.isSubmitting}
        label="Reservar"
        busyLabel="Reservando..."
      />
    </form>
  );
}
