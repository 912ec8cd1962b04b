import { WHATSAPP_PATH } from "@/components/site/brand-marks";
import { CAR_CARD_WHATSAPP_SYMBOL, carCardFactSymbol } from "@/components/site/car-card";
import { IconSymbols } from "@/components/site/icon-symbols";
import { factsShownOn } from "@/lib/cars/facts";

// The drawings of the car cards' icons (lib/cars/facts.ts), kept apart from the card: the browser loads the card
// too (components/site/car-card-grid.tsx), while the drawings are only ever drawn by the server.

const SYMBOLS = [
  ...factsShownOn("card").map((fact) => ({ id: carCardFactSymbol(fact.field), svg: fact.icon })),
  { id: CAR_CARD_WHATSAPP_SYMBOL, filledPath: WHATSAPP_PATH },
];

/** Rendered once by any page or list that shows car cards. */
export function CarCardSymbols() {
  return <IconSymbols symbols={SYMBOLS} />;
}
