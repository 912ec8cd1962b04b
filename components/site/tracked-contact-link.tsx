"use client";

import type { ComponentProps } from "react";

import { sendTrack } from "@/lib/analytics/beacon";

type TrackedContactLinkProps = ComponentProps<"a"> & {
  /** The car the click is about; without it nothing is tracked (tracking needs a car id). */
  carId?: string;
  kind: "whatsapp" | "phone";
};

/** A WhatsApp or phone link that reports the click for the car it belongs to (spec/showroom.md §7). */
export function TrackedContactLink({ carId, kind, onClick, ...props }: TrackedContactLinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        if (carId) sendTrack(carId, kind === "whatsapp" ? "whatsapp_click" : "phone_click");
        onClick?.(event);
      }}
    />
  );
}
