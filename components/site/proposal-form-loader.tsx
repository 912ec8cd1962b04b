"use client";

import dynamic from "next/dynamic";
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import { chosenSimulation, noSimulation, subscribeToSimulation } from "@/lib/financing/proposal-simulation";

// The proposal form sits below the fold of a car page, and its code (react-hook-form, the zod schema, Sonner) is
// most of what the page would otherwise download: it is loaded, as a chunk of its own, when the form's place comes
// near the screen. Until it is in, that place keeps the form's size, so nothing below it moves.
const ProposalForm = dynamic(() =>
  import("@/components/site/proposal-form").then((module) => module.ProposalForm),
);

/** How far below the screen the form starts loading, so it is ready by the time the visitor scrolls to it. */
const AHEAD = "0px 0px 200px 0px";

/** `placeholder`: what holds the form's place until it is loaded (components/site/proposal-form-placeholder). */
export function ProposalFormLoader({ carId, placeholder }: { carId: string; placeholder: ReactNode }) {
  const [near, setNear] = useState(false);
  // A simulation sent from the simulator needs the form at once, wherever the visitor is on the page.
  const simulationChosen =
    useSyncExternalStore(subscribeToSimulation, chosenSimulation, noSimulation) !== null;
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={place}>
      {near || simulationChosen ? (
        <Suspense fallback={placeholder}>
          <ProposalForm carId={carId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
