"use client";

import { useEffect } from "react";

import { trackViewOncePerDay } from "@/lib/analytics/beacon";

/** Records a page view of the car once the page is shown; renders nothing, so the page stays static. */
export function ViewBeacon({ carId }: { carId: string }) {
  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    trackViewOncePerDay(carId, storage);
  }, [carId]);
  return null;
}
