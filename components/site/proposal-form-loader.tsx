"use client";

import dynamic from "next/dynamic";
import { Suspense, useSyncExternalStore, type ReactNode } from "react";

import { useNearScreen } from "@/components/site/use-near-screen";
import { chosenSimulation, noSimulation, subscribeToSimulation } from "@/lib/financing/proposal-simulation";

// The proposal form sits below the fold of a car page, and its code (react-hook-form, the zod schema, Sonner) is
// most of what the page would otherwise download: it is loaded, as a chunk of its own, when the form's place comes
// near the screen. Until it is in, that place keeps the form's size, so nothing below it moves.
const ProposalForm = dynamic(() =>
  import("@/components/site/proposal-form").then((module) => module.ProposalForm),
);

/** `placeholder`: what holds the form's place until it is loaded (components/site/proposal-form-placeholder). */
export function ProposalFormLoader({ carId, placeholder }: { carId: string; placeholder: ReactNode }) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  // A simulation sent from the simulator needs the form at once, wherever the visitor is on the page.
  const simulationChosen =
    useSyncExternalStore(subscribeToSimulation, chosenSimulation, noSimulation) !== null;

  return (
    <div ref={ref}>
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
