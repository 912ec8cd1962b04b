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

type Props = {
  carId: string;
  /** "Honda Civic Touring 2021": what the confirmation names. */
  carName: string;
  /** The car's WhatsApp chat, offered once the proposal is sent. */
  whatsappHref: string;
  /** What holds the form's place until it is loaded (components/site/proposal-form-placeholder). */
  placeholder: ReactNode;
};

export function ProposalFormLoader({ carId, carName, whatsappHref, placeholder }: Props) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  // A simulation sent from the simulator needs the form at once, wherever the visitor is on the page.
  const simulationChosen =
    useSyncExternalStore(subscribeToSimulation, chosenSimulation, noSimulation) !== null;

  return (
    <div ref={ref}>
      {near || simulationChosen ? (
        <Suspense fallback={placeholder}>
          <ProposalForm carId={carId} carName={carName} whatsappHref={whatsappHref} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
