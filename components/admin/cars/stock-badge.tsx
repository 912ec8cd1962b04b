import { AlertTriangle } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { stockLevel } from "@/lib/cars/admin-list";
import { MAX_CARS } from "@/lib/constants/cars";

/** What the badge counts: the limit applies to the cars for sale, so sold ones are left out. */
export const STOCK_BADGE_CAPTION = "disponíveis à venda (vendidos não contam no limite)";

const VARIANT = { normal: "success", warning: "warning", danger: "destructive" } as const;

/** 'n/100 veículos' of the available stock: green, yellow from 75, red with a warning from 90 (docs/admin-panel.md). */
export function StockBadge({ available }: { available: number }) {
  const level = stockLevel(available);
  return (
    <div className="flex flex-col items-start gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          variant={VARIANT[level]}
          data-testid="stock-badge"
          data-level={level}
          aria-describedby="stock-badge-caption"
          className="px-2.5 py-1 text-sm"
        >
          {available}/{MAX_CARS} veículos
        </Badge>
        <span
          id="stock-badge-caption"
          className="text-sm text-muted-foreground"
          data-testid="stock-badge-caption"
        >
          {STOCK_BADGE_CAPTION}
        </span>
      </div>
      {level === "danger" ? (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {available >= MAX_CARS
            ? `Limite de ${MAX_CARS} veículos atingido.`
            : `Atenção: o estoque está perto do limite de ${MAX_CARS} veículos.`}
        </p>
      ) : null}
    </div>
  );
}
