import { z } from "zod";

import { MAX_CAR_PRICE } from "@/lib/constants/cars";
import { MAX_NAME_LENGTH } from "@/lib/constants/contact";
import { money, requiredCpfCnpj, requiredDay, requiredPhone, requiredText } from "@/lib/finance/fields";
import { CAR_NOT_SOLD_YET, NOT_CONSIGNED } from "@/lib/printed-documents/availability";

// A car's consignment (docs/business-rules.md "Consignment"): the private owner who left it, what they receive
// when it sells and the agreement's dates. Staff-only like the purchase price. One schema for the car form and
// the cars API; no server imports.

export const CONSIGNMENT_ALL_OR_NONE = "Preencha os seis campos da consignação, ou remova a consignação";
export const NET_TO_OWNER_NOT_POSITIVE = "O valor do proprietário deve ser maior que zero";
export const CONSIGNMENT_END_BEFORE_START = "A data final deve ser igual ou posterior à data inicial";
// The consignment documents' answers for a car not consigned or not sold yet, stated with the one rule of every
// car document (lib/printed-documents/availability.ts).
export { CAR_NOT_SOLD_YET, NOT_CONSIGNED };

/** The six fields, all required: a consignment is all of them or `null` (none). */
export const consignmentSchema = z
  .object(
    {
      ownerName: requiredText(MAX_NAME_LENGTH, CONSIGNMENT_ALL_OR_NONE),
      ownerDocument: requiredCpfCnpj(CONSIGNMENT_ALL_OR_NONE),
      ownerPhone: requiredPhone(CONSIGNMENT_ALL_OR_NONE),
      netToOwner: money({
        required: CONSIGNMENT_ALL_OR_NONE,
        positive: NET_TO_OWNER_NOT_POSITIVE,
        max: MAX_CAR_PRICE,
        tooHigh: "Valor muito alto",
      }),
      startDate: requiredDay(CONSIGNMENT_ALL_OR_NONE),
      endDate: requiredDay(CONSIGNMENT_ALL_OR_NONE),
    },
    { error: CONSIGNMENT_ALL_OR_NONE },
  )
  .refine((value) => value.endDate >= value.startDate, {
    message: CONSIGNMENT_END_BEFORE_START,
    path: ["endDate"],
  });

export type ConsignmentInput = z.output<typeof consignmentSchema>;

/** A consignment as staff read it on the car. */
export const apiConsignmentSchema = z.object({
  ownerName: z.string(),
  ownerDocument: z.string().describe("CPF ou CNPJ completo, sem pontuação"),
  ownerPhone: z.string(),
  netToOwner: z.number().describe("O que o proprietário recebe quando o carro é vendido"),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});
export type ApiConsignment = z.output<typeof apiConsignmentSchema>;

export const CONSIGNMENT_STATUSES = ["active", "expired", "sold"] as const;
export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];

/** A row of GET /api/reports/consignments. */
const consignmentReportRowSchema = z.object({
  carId: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.string(),
  ownerName: z.string(),
  netToOwner: z.number(),
  endDate: z.iso.date(),
  /** Calendar days from today to endDate: 0 on the last day, negative once over. */
  daysLeft: z.number().int().describe("Dias de calendário até endDate: 0 no último dia, negativo depois"),
  status: z.enum(CONSIGNMENT_STATUSES),
});
export type ConsignmentReportRow = z.output<typeof consignmentReportRowSchema>;

/** GET /api/reports/consignments: the consigned cars, ending soonest first. */
export const consignmentsReportSchema = z.object({ cars: z.array(consignmentReportRowSchema) });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar days from `today` to `day` ("YYYY-MM-DD" both), negative when `day` is past. */
export function daysFromTo(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** sold once the car is sold, else expired after its end date, else active. */
export function consignmentStatus(carStatus: "available" | "sold", daysLeft: number): ConsignmentStatus {
  if (carStatus === "sold") return "sold";
  return daysLeft < 0 ? "expired" : "active";
}
