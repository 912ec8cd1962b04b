import type { ComponentProps } from "react";

import { WHATSAPP_PATH } from "@/components/site/brand-marks";
import { CAR_CARD_WHATSAPP_SYMBOL, carCardFactSymbol } from "@/components/site/car-card";
import { CarCardGrid } from "@/components/site/car-card-grid";
import { IconSymbols } from "@/components/site/icon-symbols";
import { cardFactLabels, factsShownOn } from "@/lib/cars/facts";
import { toCarSummary, type ShownCar } from "@/lib/cars/types";

// A grid of car cards as a page draws it on the server: the drawings of the cards' icons (lib/cars/facts.ts) once,
// then the grid (components/site/car-card-grid.tsx), handed the cars' summaries and, once, the facts' labels.
// What is only ever drawn here stays out of the card's code, which the browser loads.

const SYMBOLS = [
  ...factsShownOn("card").map((fact) => ({ id: carCardFactSymbol(fact.field), svg: fact.icon })),
  { id: CAR_CARD_WHATSAPP_SYMBOL, filledPath: WHATSAPP_PATH },
];

type Props = Omit<ComponentProps<typeof CarCardGrid>, "cars" | "factLabels"> & { cars: ShownCar[] };

export function CarCards({ cars, ...grid }: Props) {
  return (
    <>
      {/* 'Carregar mais' appends cards that use these drawings too. */}
      <IconSymbols symbols={SYMBOLS} />
      <CarCardGrid cars={cars.map(toCarSummary)} factLabels={cardFactLabels()} {...grid} />
    </>
  );
}
