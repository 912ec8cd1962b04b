import { z } from "zod";

import { MAX_CAR_PRICE, RESERVATION_MAX_DAYS } from "@/lib/constants/cars";
import { MAX_NAME_LENGTH } from "@/lib/constants/contact";
import { money, requiredDay, requiredPhone, requiredText } from "@/lib/finance/fields";
import { NO_ACTIVE_RESERVATION } from "@/lib/printed-documents/availability";
import { isWithinReservationWindow } from "@/lib/reservations/rules";

// POST /api/cars/{id}/reservation and the cars tab's 'Reservar' form (docs/business-rules.md "Reservations"):
// one schema for both. No server imports.

export const CAR_ALREADY_RESERVED = "Carro já reservado";
export const CAR_SOLD = "Carro vendido";
export const OWN_RESERVATIONS_ONLY = "Você só pode cancelar suas próprias reservas";
// Also the deposit receipt's answer, stated with the one rule of every car document
// (lib/printed-documents/availability.ts).
export { NO_ACTIVE_RESERVATION };
export const UNTIL_OUT_OF_RANGE = `A reserva vale de hoje até ${RESERVATION_MAX_DAYS} dias à frente`;

export const reservationInputSchema = z.object({
  clientName: requiredText(MAX_NAME_LENGTH, "Nome do cliente é obrigatório"),
  clientPhone: requiredPhone("Telefone do cliente é obrigatório"),
  deposit: money({
    required: "Valor do sinal é obrigatório",
    positive: "O sinal não pode ser negativo",
    max: MAX_CAR_PRICE,
    tooHigh: "Valor muito alto",
    allowZero: true,
  }),
  // Checked against the clock of whoever parses it: the browser for the form, the server for the route.
  until: requiredDay("Data final da reserva é obrigatória").refine(
    (until) => isWithinReservationWindow(until, new Date()),
    UNTIL_OUT_OF_RANGE,
  ),
});

export type ReservationFormInput = z.input<typeof reservationInputSchema>;
export type ReservationInput = z.output<typeof reservationInputSchema>;

/** A reservation as the API answers it (the OpenAPI document describes the answer with this schema). */
export const apiReservationSchema = z.object({
  id: z.string(),
  carId: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  deposit: z.number(),
  until: z.iso.date().describe("O último dia (São Paulo) em que o carro fica reservado"),
  createdById: z.string(),
  createdAt: z.iso.datetime(),
});
export type ApiReservation = z.output<typeof apiReservationSchema>;
