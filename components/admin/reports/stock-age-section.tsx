"use client";

import { AlertTriangle } from "lucide-react";

import { LoadError } from "@/components/admin/reports/load-error";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import { formatPrice } from "@/lib/format/money";
import { STOCK_AGE_ALERT_DAYS, type StockAgeReport } from "@/lib/reports/funnel";
import { cn } from "@/lib/utils";

// 'Idade do estoque': the available cars oldest first, with the mean age. A car over 60 days carries a badge with
// an icon and the words 'Mais de 60 dias' besides its tinted row, so the alert never depends on colour alone.

const days = (value: number) => `${value} ${value === 1 ? "dia" : "dias"}`;

export function StockAgeSection() {
  const stock = useApiData<StockAgeReport>("/api/reports/stock-age");

  return (
    <section aria-labelledby="stock-age-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="stock-age-title" className="text-lg font-semibold">
          Idade do estoque
        </h3>
        <p className="text-sm text-muted-foreground">
          Carros disponíveis, do mais antigo ao mais novo: dias desde a compra (ou desde o cadastro, sem data
          de compra).
        </p>
      </div>
      {stock.state === "loading" ? (
        <Skeleton className="h-48 rounded-xl" role="status" aria-label="Carregando idade do estoque" />
      ) : stock.state === "error" ? (
        <LoadError message="Não foi possível carregar a idade do estoque." onRetry={stock.reload} />
      ) : (
        <>
          <p className="text-sm" data-testid="stock-age-mean">
            Idade média: <strong>{days(stock.data.meanDays)}</strong> · {stock.data.cars.length}{" "}
            {stock.data.cars.length === 1 ? "carro" : "carros"} · <strong>{stock.data.over60.length}</strong>{" "}
            com mais de {STOCK_AGE_ALERT_DAYS} dias
          </p>
          {stock.data.cars.length === 0 ? (
            <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
              Nenhum carro disponível.
            </p>
          ) : (
            <ol className="flex flex-col divide-y rounded-xl border bg-card" data-testid="stock-age-list">
              {stock.data.cars.map((car) => {
                const old = car.daysInStock > STOCK_AGE_ALERT_DAYS;
                return (
                  <li
                    key={car.carId}
                    data-testid="stock-age-row"
                    data-car-id={car.carId}
                    data-old={old || undefined}
                    className={cn(
                      "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 text-sm",
                      old && "border-l-4 border-l-warning bg-warning/10",
                    )}
                  >
                    <span className="min-w-0 font-medium">
                      {car.brand} {car.model} <span className="text-muted-foreground">{car.year}</span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2 tabular-nums">
                      <span className="text-muted-foreground">{formatPrice(car.price)}</span>
                      <span className="font-semibold">{days(car.daysInStock)}</span>
                      {old ? (
                        <Badge variant="warning">
                          <AlertTriangle aria-hidden="true" />
                          Mais de {STOCK_AGE_ALERT_DAYS} dias
                        </Badge>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
