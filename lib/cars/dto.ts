import type { Actor } from "@/lib/auth/actor";
import { roleCan } from "@/lib/auth/permissions";
import { STAFF_ONLY_CAR_FIELDS, type StaffOnlyCarField } from "@/lib/cars/select";
import type { CarRecord, PriceHistoryEntry, StaffCarRecord } from "@/lib/cars/types";

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
