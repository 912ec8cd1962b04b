// The car as the read side knows it (cached for the showroom and GET /api/cars). Plain data only: it crosses
// the 'use cache' boundary, so money is a number and dates are ISO strings.

import type { Prisma } from "@/lib/db/generated/client";
import { carFacts } from "@/lib/cars/facts";
import type { PriceDrop } from "@/lib/cars/price-drop";
import type { CarRow, StaffCarRow } from "@/lib/cars/select";
import type { ApiConsignment } from "@/lib/consignments/schema";
import type { ApiReservation } from "@/lib/reservations/schema";
import { ARMORED_FEATURE } from "@/lib/constants/cars";

/** A row's value as plain data: money (Decimal) a number, a moment (Date) its ISO string. */
type Plain<T> = T extends Prisma.Decimal ? number : T extends Date ? string : T extends null ? null : T;
type PlainRow<T> = { [K in keyof T]: Plain<T[K]> };

export type CarStatus = CarRow["status"];

export type CarImage = CarRow["photos"][number];

/**
 * The selected row, plain: `year` as entered ("2023" or "2020/2021") beside `yearValue`, its first number, which
 * filters and sorting use; `images` in display order (the first is the main photo); only the flat entries of
 * `specifications`; `priceDrop` the 'Baixou' badge's drop, from the latest price change (null without one);
 * `reserved` whether a reservation holds it, and `reservedUntil` that reservation's last day (an internal key:
 * the cached stock's lifetime ends with it, and no answer carries it).
 */
export type CarRecord = PlainRow<
  Omit<CarRow, "photos" | "specifications" | "priceChanges" | "reservations">
> & {
  specifications: Record<string, string>;
  images: CarImage[];
  priceDrop: PriceDrop | null;
  reserved: boolean;
  reservedUntil: string | null;
};

/**
 * What only staff with the cars permission may read (the purchase date as its calendar day), with the
 * consignment and the active reservation.
 */
export type StaffCarRecord = CarRecord &
  PlainRow<
    Pick<StaffCarRow, "purchasePrice" | "purchaseDate" | "plate" | "renavam" | "chassis" | "minimumPrice">
  > & {
    consignment: ApiConsignment | null;
    reservation: ApiReservation | null;
  };

/** One entry of a car's price history: the price set, when, and by whom (the staff e-mail; null when unknown). */
export type PriceHistoryEntry = { price: number; changedAt: string; by: string | null };

/** The car as the showroom shows it: a cached record, or the API's car (the stock list's 'Carregar mais'). */
export type ShownCar = Omit<CarRecord, "yearValue" | "reservedUntil">;

/**
 * What a car card needs besides its facts (title, price and its notes, badges, WhatsApp message), listed once:
 * the summary's type and `toCarSummary` both come from this list. The facts themselves (year, mileage, engine…)
 * are the card's facts of lib/cars/facts.ts, read into the summary with their values. Small enough to pass to
 * client components without the whole record.
 */
export const CAR_SUMMARY_FIELDS = [
  "id",
  "brand",
  "model",
  "year",
  "price",
  "features",
  "isFeatured",
  "isTurbo",
  "whatsappMessage",
  "status",
  "fipePrice",
  "fipeReferenceMonth",
  "priceDrop",
  "reserved",
] as const satisfies ReadonlyArray<keyof ShownCar>;

type CarSummaryField = (typeof CAR_SUMMARY_FIELDS)[number];

/** The card draws its main photo from these (CarPhoto reads Cloudinary photos by their URL). */
type CardPhoto = Pick<CarImage, "url" | "width" | "height">;
/**
 * The card's facts' values by field, in the card's order. A page of cards hands its summaries to the browser: the
 * facts' labels travel once per page (cardFactLabels) and their icons are drawn once, as symbols named by field.
 */
type CardFactValues = Record<string, string>;

export type CarSummary = Pick<CarRecord, CarSummaryField> & {
  photo: CardPhoto | null;
  facts: CardFactValues;
};

/** The card's fields and facts from any car: a cached record, or the API's car. */
export function toCarSummary(car: ShownCar): CarSummary {
  const fields = Object.fromEntries(CAR_SUMMARY_FIELDS.map((field) => [field, car[field]]));
  const mainPhoto = car.images[0];
  return {
    ...(fields as Pick<CarRecord, CarSummaryField>),
    // The card reads the features only for its BLINDADO badge: a page of cards hands its summaries to the
    // browser, where the whole list (~20 items a car) would be dead weight.
    features: car.features.filter((feature) => feature === ARMORED_FEATURE),
    photo: mainPhoto ? { url: mainPhoto.url, width: mainPhoto.width, height: mainPhoto.height } : null,
    facts: Object.fromEntries(carFacts(car, "card").map((fact) => [fact.field, fact.value])),
  };
}
