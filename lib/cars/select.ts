import { z } from "zod";

import { consignmentColumns } from "@/lib/consignments/dto";
import type { Prisma } from "@/lib/db/generated/client";
import { reservationColumns } from "@/lib/reservations/dto";

// The car as read from the database, written once: the read side selects these columns, and CarRecord,
// StaffCarRecord and ApiCar (lib/cars/types.ts, lib/cars/dto.ts) are derived from this select's row type.
// Adding a field: docs/adding-a-car-field.md.

const money = z.number();
const moment = z.iso.datetime();

/**
 * The car's public columns, each with its JSON type in the API's answer: the read side selects exactly these,
 * and the API's car schema (`apiCarSchema`, lib/cars/dto.ts: the OpenAPI document and the API tests) is built
 * from them. A column and its JSON type are one line; TypeScript checks that the two agree.
 */
export const carColumns = {
  id: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.string().describe("Como foi digitado: 2023 ou 2020/2021"),
  price: money,
  mileage: z.number().int(),
  engine: z.string().nullable(),
  transmission: z.string().nullable(),
  fuel: z.string().nullable(),
  color: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  isFeatured: z.boolean(),
  isTurbo: z.boolean(),
  whatsappMessage: z.string().nullable(),
  fipeCode: z.string().nullable(),
  fipePrice: money.nullable(),
  fipeReferenceMonth: z.string().nullable().describe("AAAA-MM"),
  views: z.number().int(),
  phoneClicks: z.number().int(),
  whatsappClicks: z.number().int(),
  status: z.enum(["available", "sold"]),
  createdAt: moment,
  updatedAt: moment,
};

/** Selects each of `columns`. */
function selectAll<TColumns extends object>(columns: TColumns) {
  return Object.fromEntries(Object.keys(columns).map((column) => [column, true])) as {
    [TColumn in keyof TColumns]: true;
  };
}

export const carSelect = {
  ...selectAll(carColumns),
  // The year as a number, to sort by: read, never answered.
  yearValue: true,
  photos: {
    select: { url: true, publicId: true, width: true, height: true },
    orderBy: { position: "asc" },
  },
  // The latest price change only: it alone decides the 'Baixou' badge (lib/cars/price-drop.ts). Prisma reads
  // it for every car of a list in one more query, not one per car.
  priceChanges: {
    select: { price: true, previousPrice: true, changedAt: true },
    orderBy: [{ changedAt: "desc" }, { id: "desc" }],
    take: 1,
  },
  // The reservation not ended (at most one, by a unique index): its last day alone says whether the car shows
  // 'Reservado' (lib/reservations/rules.ts); who reserved it is for staff only.
  reservations: { where: { endedAt: null }, select: { until: true }, take: 1 },
} satisfies Prisma.CarSelect;

/**
 * What only staff with the cars permission may read, on top of the public columns: the purchase, the
 * registration data (plate, RENAVAM, chassis), the minimum price and the consignment. `toApiCar` takes exactly
 * these out for everyone else, with the active reservation's details.
 */
export const staffOnlyCarSelect = {
  purchasePrice: true,
  purchaseDate: true,
  plate: true,
  renavam: true,
  chassis: true,
  minimumPrice: true,
  consignment: { select: consignmentColumns },
} satisfies Prisma.CarSelect;
export type StaffOnlyCarField = keyof typeof staffOnlyCarSelect | "reservation";
export const STAFF_ONLY_CAR_FIELDS: StaffOnlyCarField[] = [
  ...(Object.keys(staffOnlyCarSelect) as Array<keyof typeof staffOnlyCarSelect>),
  "reservation",
];

export const staffCarSelect = {
  ...carSelect,
  ...staffOnlyCarSelect,
  reservations: { where: { endedAt: null }, select: reservationColumns, take: 1 },
} satisfies Prisma.CarSelect;

export type CarRow = Prisma.CarGetPayload<{ select: typeof carSelect }>;
export type StaffCarRow = Prisma.CarGetPayload<{ select: typeof staffCarSelect }>;
