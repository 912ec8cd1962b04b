"use client";

import { useEffect, useState } from "react";

import { apiRequest } from "@/lib/admin/api-client";

export type CarOption = {
  id: string;
  brand: string;
  model: string;
  year: string;
  price: number;
  status: "available" | "sold";
};

/** The whole stock, sold cars included, for the car pickers of the sale, expense, document and invoice forms. */
export function useCarOptions(enabled: boolean) {
  const [cars, setCars] = useState<CarOption[] | null>(null);
  useEffect(() => {
    if (!enabled || cars) return;
    let cancelled = false;
    apiRequest<{ cars: CarOption[] }>("/api/cars?status=all")
      .then((body) => {
        if (!cancelled) setCars(body.cars);
      })
      .catch(() => {
        if (!cancelled) setCars([]);
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, cars]);
  return cars;
}

export const carOptionLabel = (car: CarOption) => `${car.brand} ${car.model} ${car.year}`;
