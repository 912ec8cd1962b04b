"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";

import { subscribeToasterWanted, toasterWanted } from "@/lib/toast";

// The showroom's Toaster, mounted (and Sonner downloaded) only once a toast is asked for: most visits never show one.
const Toaster = lazy(() => import("@/components/ui/sonner").then((module) => ({ default: module.Toaster })));

export function ToasterSlot() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
