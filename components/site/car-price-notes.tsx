import { TrendingDown } from "lucide-static";

import { StaticIcon } from "@/components/site/static-icon";
import { fipeComparison } from "@/lib/cars/fipe";
import type { CarSummary } from "@/lib/cars/types";
import { formatPrice } from "@/lib/format/money";
import { cn } from "@/lib/utils";

// What the showroom says about a car's price beside it (docs/showroom.md "Price notes"): the 'Baixou R$ X'
// badge while the price drop is recent (lib/cars/price-drop.ts) and how far below the Tabela FIPE it is
// (lib/cars/fipe.ts). Presentational, for the card and the car page; sold cars say neither. Never in the
// structured data: both are the dealer's own comparison, not an offer's terms.

type Props = {
  car: Pick<CarSummary, "price" | "fipePrice" | "fipeReferenceMonth" | "priceDrop" | "status">;
  /** The car page shows them larger than a card. */
  size?: "card" | "page";
  className?: string;
};

export function CarPriceNotes({ car, size = "card", className }: Props) {
  if (car.status === "sold") return null;
  const fipe = fipeComparison(car);
  const drop = car.priceDrop;
  if (!fipe && !drop) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", className)} data-testid="price-notes">
      {drop ? (
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-md bg-success font-bold text-success-foreground",
            size === "page" ? "px-2.5 py-1 text-sm" : "px-2 py-0.5 text-xs",
          )}
          data-testid="price-drop"
        >
          <StaticIcon svg={TrendingDown} className="size-3.5" />
          {`Baixou ${formatPrice(drop.from - drop.to)}`}
        </span>
      ) : null}
      {fipe ? (
        <p
          className={cn(size === "page" ? "text-sm" : "text-xs", "text-muted-foreground")}
          data-testid="fipe-note"
        >
          <span className="font-semibold text-foreground">{fipe.text}</span> · {fipe.reference}
        </p>
      ) : null}
    </div>
  );
}
