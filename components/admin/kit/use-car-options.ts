"use client";

import { useApiData } from "@/lib/admin/use-api-data";
import { STAFF_CARS_URL } from "@/lib/cars/client-api";
import type { ApiCar } from "@/lib/cars/dto";

/** What a car picker shows of the API's car. */
export type CarOption = Pick<ApiCar, "id" | "brand" | "model" | "year" | "price" | "status">;

/**
 * The whole stock, sold cars included, for the car pickers of the sale, expense, document and invoice forms: read
 * once the form needs it (null until then), empty when it cannot be read.
 */
export function useCarOptions(enabled: boolean): CarOption[] | null {
  const stock = useApiData<{ cars: CarOption[] }>(STAFF_CARS_URL, { enabled });
  return stock.state === "loading" ? null : (stock.data?.cars ?? []);
}

export const carOptionLabel = (car: CarOption) => `${car.brand} ${car.model} ${car.year}`;
