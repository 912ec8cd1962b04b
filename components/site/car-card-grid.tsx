"use client";

import { CarCard } from "@/components/site/car-card";
import type { CarSummary } from "@/lib/cars/types";
import { cn } from "@/lib/utils";

// A grid of car cards drawn from the cars' summaries: the stock list's page, the home page's featured offers, a
// sold car's similar ones. It is a client component on purpose: a server component's markup travels twice, once
// as HTML and again, as an element tree, in the page's inlined payload (a card's tree is ~4 KB there), while a
// client component's payload is only its props (a car's summary, a few hundred bytes). The card is the same one
// 'Carregar mais' appends. Pages draw it through CarCards (components/site/car-cards.tsx).

type Props = {
  cars: CarSummary[];
  /** The card facts' labels by field, once for the grid. */
  factLabels: Record<string, string>;
  whatsappNumber: string;
  /**
   * The scroll memory a click on one of its cars feeds (lib/visitor-memory.ts), said once for the grid: from the
   * stock list its position is kept; from the featured offers the stock list opens at the top.
   */
  scrollMemory?: "list" | "featured";
  /** The first card is above the fold: its photo loads at once. */
  firstIsPriority?: boolean;
  /** The grid's columns. */
  className: string;
  testId: string;
};

export function CarCardGrid({
  cars,
  factLabels,
  whatsappNumber,
  scrollMemory,
  firstIsPriority = false,
  className,
  testId,
}: Props) {
  return (
    <ul
      className={cn("grid grid-cols-1 gap-6", className)}
      data-testid={testId}
      data-scroll-memory={scrollMemory}
    >
      {cars.map((car, position) => (
        <li key={car.id} className="flex">
          <CarCard
            car={car}
            factLabels={factLabels}
            whatsappNumber={whatsappNumber}
            priority={firstIsPriority && position === 0}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
