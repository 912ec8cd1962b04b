import { consignmentColumns } from "@/lib/consignments/dto";
import type { Prisma } from "@/lib/db/generated/client";
import { reservationColumns } from "@/lib/reservations/dto";

// The car as read from the database, written once: the read side selects these columns, and CarRecord,
// StaffCarRecord and ApiCar (lib/cars/types.ts, lib/cars/dto.ts) are derived from this select's row type.
// Adding a field: docs/adding-a-car-field.md.

export const carSelect = {
  id: true,
  brand: true,
  model: true,
  year: true,
  yearValue: true,
  price: true,
  mileage: true,
  engine: true,
  transmission: true,
  fuel: true,
  color: true,
  description: true,
  features: true,
  specifications: true,
  isFeatured: true,
  isTurbo: true,
  whatsappMessage: true,
  fipeCode: true,
  fipePrice: true,
  fipeReferenceMonth: true,
  views: true,
  phoneClicks: true,
  whatsappClicks: true,
  status: true,
  createdAt: true,
  updatedAt: true,
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
