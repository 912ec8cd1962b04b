import { z } from "zod";

import type { Assert, SameShape } from "@/lib/api/same-shape";
import type { Actor } from "@/lib/auth/actor";
import { roleCan } from "@/lib/auth/permissions";
import { carColumns, STAFF_ONLY_CAR_FIELDS, type StaffOnlyCarField } from "@/lib/cars/select";
import type { CarRecord, PriceHistoryEntry, StaffCarRecord } from "@/lib/cars/types";
import { apiConsignmentSchema } from "@/lib/consignments/schema";
import { apiReservationSchema } from "@/lib/reservations/schema";

// The car of docs/business-rules.md "Cars", with the snake_case names the original clients read beside the camelCase ones.
// The staff-only fields (purchase and registration data, minimum price, consignment, the reservation's client)
// are added only for callers with the cars permission; nobody else ever gets them. `reserved` is everyone's.

/**
 * The car record without `yearValue` (an internal sort key), with the snake_case counters, and with the
 * staff-only fields only for callers with the cars permission.
 */
export type ApiCar = Omit<CarRecord, "yearValue" | "reservedUntil"> & {
  phone_clicks: number;
  whatsapp_clicks: number;
} & Partial<Pick<StaffCarRecord, StaffOnlyCarField>> & {
    /** GET /api/cars/{id} for staff with the cars permission only: every price set, newest first. */
    priceHistory?: PriceHistoryEntry[];
  };

const STAFF_ONLY = "só para quem tem a permissão cars:write";
const moment = z.iso.datetime();
const money = z.number();
const staffOnly = <T extends z.ZodType>(schema: T, note: string) =>
  schema.nullable().optional().describe(`${note}; ${STAFF_ONLY}`);

/**
 * The API's car as the OpenAPI document describes it and the API tests check it: `ApiCar`, field by field. The
 * public columns come with their JSON types from lib/cars/select.ts, where they are selected; a staff-only column
 * added to `staffOnlyCarSelect` makes TypeScript point here until its JSON type is added too.
 */
export const apiCarSchema = z.object({
  ...carColumns,
  phone_clicks: z.number().int(),
  whatsapp_clicks: z.number().int(),
  images: z
    .array(
      z.object({ url: z.string(), publicId: z.string(), width: z.number().int(), height: z.number().int() }),
    )
    .describe("Na ordem de exibição; a primeira é a foto principal"),
  priceDrop: z
    .object({ from: money, to: money, changedAt: moment })
    .nullable()
    .describe("Quando o preço baixou nos últimos 30 dias; senão null"),
  reserved: z.boolean().describe("Uma reserva ativa segura o carro (para todos)"),
  purchasePrice: staffOnly(money, "Preço de compra"),
  purchaseDate: staffOnly(z.iso.date(), "Data de compra"),
  plate: staffOnly(z.string(), "Placa"),
  renavam: staffOnly(z.string(), "RENAVAM"),
  chassis: staffOnly(z.string(), "Chassi"),
  minimumPrice: staffOnly(money, "Preço mínimo de venda sem aprovação do gerente"),
  consignment: staffOnly(apiConsignmentSchema, "A consignação"),
  reservation: staffOnly(apiReservationSchema, "A reserva ativa"),
  priceHistory: z
    .array(z.object({ price: money, changedAt: moment, by: z.string().nullable() }))
    .optional()
    .describe(
      `Todos os preços, do mais recente ao mais antigo (by: o e-mail de quem mudou); em GET /api/cars/{id}, ${STAFF_ONLY}`,
    ),
});

/** POST, GET and PUT of one car: `{car}`. */
export const carAnswerSchema = z.object({ car: apiCarSchema });

/** GET /api/cars: the matching cars, whole or a page of them. */
export const carListAnswerSchema = z.object({
  cars: z.array(apiCarSchema),
  total: z.number().int().describe("Quantos carros casam com os filtros"),
  page: z.number().int().optional().describe("Só quando a lista vem em páginas"),
  pageSize: z.number().int().optional().describe("Só quando a lista vem em páginas"),
});
export type CarListAnswer = z.output<typeof carListAnswerSchema>;

// ApiCar comes from the select: the schema must say the same, key for key (optional staff keys included), or
// this fails to compile.
type _ApiCarSchemaIsApiCar = Assert<SameShape<z.output<typeof apiCarSchema>, ApiCar>>;

export function canReadPurchase(actor: Actor | null): boolean {
  return roleCan(actor?.role, "cars:write");
}

function isStaffRecord(car: CarRecord | StaffCarRecord): car is StaffCarRecord {
  return "purchasePrice" in car;
}

export function toApiCar(car: CarRecord | StaffCarRecord, actor: Actor | null): ApiCar {
  // Every other column of the record is the API's as it is; the staff-only fields are taken out and put back
  // only for a caller who may read them.
  const { yearValue: _yearValue, reservedUntil: _reservedUntil, ...rest } = car as StaffCarRecord;
  const shared: Record<string, unknown> = { ...rest };
  for (const field of STAFF_ONLY_CAR_FIELDS) delete shared[field];
  const shaped = {
    ...(shared as Omit<CarRecord, "yearValue" | "reservedUntil">),
    phone_clicks: car.phoneClicks,
    whatsapp_clicks: car.whatsappClicks,
  } as ApiCar;
  if (canReadPurchase(actor) && isStaffRecord(car)) {
    for (const field of STAFF_ONLY_CAR_FIELDS) (shaped as Record<string, unknown>)[field] = car[field];
  }
  return shaped;
}
