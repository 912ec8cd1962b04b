"use client";

import { useSyncExternalStore } from "react";

import { Toaster } from "@/components/ui/sonner";

// On a phone the panel's header ('Voltar ao Site', 'Sair') sits where a top-centred toast would land, so toasts
// go to the bottom of the screen there; wider screens keep them at the top, away from the header's buttons.
const PHONE = "(max-width: 639px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhone = () => window.matchMedia(PHONE).matches;

/** The admin panel's Toaster: bottom-centre on phones, top-centre elsewhere. */
export function AdminToaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return <Toaster position={phone ? "bottom-center" : "top-center"} />;
}
