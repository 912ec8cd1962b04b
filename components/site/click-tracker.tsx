"use client";

import { useEffect } from "react";

import { sendTrack, type BeaconAction } from "@/lib/analytics/beacon";
import { markFromFeatured, saveListPosition } from "@/lib/cars/scroll-memory";

// One listener for the whole showroom instead of a client component per link: links marked with
// data-track-car/data-track-action report WhatsApp and phone clicks for their car (spec/showroom.md §7), and links
// marked with data-scroll-memory feed the stock list's scroll memory (§2). Car cards stay plain server markup.

export const TRACK_ACTIONS: readonly BeaconAction[] = ["whatsapp_click", "phone_click"];

function onClick(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link) return;
  const carId = link.dataset.trackCar;
  const action = link.dataset.trackAction as BeaconAction | undefined;
  if (carId && action && TRACK_ACTIONS.includes(action)) sendTrack(carId, action);
  const memory = link.dataset.scrollMemory;
  try {
    if (memory === "featured") markFromFeatured(window.sessionStorage);
    else if (memory === "list") saveListPosition(window.sessionStorage, window.scrollY, `${window.location.pathname}${window.location.search}`);
  } catch {
    // sessionStorage unavailable: nothing to remember.
  }
}

export function ClickTracker() {
  useEffect(() => {
    // Capture phase: runs before the router handles the click and starts the navigation.
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
