import type { ApiCar } from "@/lib/cars/dto";
import { emptyCarForm, type CarFormInput } from "@/lib/cars/schema";
import { CARS_DANGER_AT, CARS_WARNING_AT } from "@/lib/constants/cars";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { formatCpfCnpj } from "@/lib/format/documents";
import { formatMileage } from "@/lib/format/mileage";
import { maskPhone } from "@/lib/format/phone";
import { saoPauloDate } from "@/lib/format/dates";
import { formatPrice } from "@/lib/format/money";
import { formatPlate } from "@/lib/cars/registration";

const DAY_MS = 24 * 60 * 60 * 1000;

// Pure helpers of the admin cars tab: the search box, the stock counter's level, and the form's shape of the
// API's car.

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The search of the cars tab (docs/admin-panel.md): every word of the query must appear in the brand, model, year,
 * price, colour, fuel, transmission, engine, mileage, description or plate, ignoring case and accents. Prices and
 * mileages match as typed with or without separators ("132900", "132.900"), plates with or without the hyphen.
 */
export function matchesCarSearch(car: ApiCar, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(
    [
      car.brand,
      car.model,
      car.year,
      String(car.price),
      formatPrice(car.price),
      car.color,
      car.fuel ?? "",
      car.transmission ?? "",
      car.engine ?? "",
      String(car.mileage),
      formatMileage(car.mileage),
      car.description ?? "",
      car.plate ?? "",
      car.plate ? formatPlate(car.plate) : "",
    ].join(" \u0000 "),
  );
  return words.every((word) => haystack.includes(word));
}

/** Which cars the tab lists: the ones for sale (its default), the sold ones, or all of them. */
export const CAR_LIST_STATUSES = ["available", "sold", "all"] as const;
export type CarListStatus = (typeof CAR_LIST_STATUSES)[number];

export function isCarListStatus(value: unknown): value is CarListStatus {
  return typeof value === "string" && (CAR_LIST_STATUSES as readonly string[]).includes(value);
}

const COUNTED: Record<CarListStatus, [one: string, many: string]> = {
  available: ["carro à venda", "carros à venda"],
  sold: ["carro vendido", "carros vendidos"],
  all: ["carro cadastrado", "carros cadastrados"],
};

/**
 * The cars tab's header count, saying what it counts: the cars of the status listed ("(29 carros à venda)"), or
 * while searching how many of them match ("(1 de 29 carros à venda)"). The stock badge beside it counts only the
 * available cars, against the 100-car limit.
 */
export function carsCountLabel(
  shown: number,
  total: number,
  searching: boolean,
  status: CarListStatus,
): string {
  const [one, many] = COUNTED[status];
  const noun = total === 1 ? one : many;
  return searching ? `(${shown} de ${total} ${noun})` : `(${total} ${noun})`;
}

/**
 * Calendar days a car for sale has been in stock on `today` (YYYY-MM-DD, São Paulo): since its purchase date, or
 * since it was registered when that is unknown (docs/business-rules.md, as the stock-age report counts). A sold
 * car is no longer in stock: null.
 */
export function daysInStock(
  car: Pick<ApiCar, "status" | "createdAt" | "purchaseDate">,
  today: string,
): number | null {
  if (car.status !== "available") return null;
  const since = car.purchaseDate ?? saoPauloDate(new Date(car.createdAt));
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${since}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

export type StockLevel = "normal" | "warning" | "danger";

/** The 'n/100 veículos' badge: green, yellow from 75, red (with a warning) from 90. */
export function stockLevel(available: number): StockLevel {
  if (available >= CARS_DANGER_AT) return "danger";
  if (available >= CARS_WARNING_AT) return "warning";
  return "normal";
}

/** The consignment group as the switch turns it on: empty, starting today. */
export function emptyConsignment(): NonNullable<CarFormInput["consignment"]> {
  return {
    ownerName: "",
    ownerDocument: "",
    ownerPhone: "",
    netToOwner: null,
    startDate: todayInSaoPaulo(),
    endDate: "",
  };
}

/**
 * The form filled from a car (edit mode): each field of the empty form takes the car's value as it is (the masked
 * number inputs take the numbers), or stays empty where the car has none; the consignment's document and phone
 * are shown masked, as typed.
 */
export function carToForm(car: ApiCar): CarFormInput {
  const values = Object.entries(emptyCarForm()).map(([key, empty]) => [
    key,
    structuredClone(car[key as keyof ApiCar]) ?? empty,
  ]);
  return {
    ...(Object.fromEntries(values) as CarFormInput),
    consignment: car.consignment
      ? {
          ...car.consignment,
          ownerDocument: formatCpfCnpj(car.consignment.ownerDocument),
          ownerPhone: maskPhone(car.consignment.ownerPhone),
        }
      : null,
  };
}
