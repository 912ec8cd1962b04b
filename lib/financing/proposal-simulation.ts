import type { FinancingSimulation } from "@/lib/financing/price-table";

// The simulation a visitor chose to send with a proposal on a car page. The simulator and the proposal form are
// separate islands (the form is loaded as a chunk of its own), so they share this small store rather than a
// React context; read it with useSyncExternalStore. Browser-only state, one car page at a time.

export type ChosenSimulation = FinancingSimulation & { carId: string };

let chosen: ChosenSimulation | null = null;
const listeners = new Set<() => void>();

export function chosenSimulation(): ChosenSimulation | null {
  return chosen;
}

/** The server snapshot: nothing is chosen while the page is rendered. */
export function noSimulation(): null {
  return null;
}

export function chooseSimulation(simulation: ChosenSimulation | null): void {
  chosen = simulation;
  for (const listener of listeners) listener();
}

export function subscribeToSimulation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
