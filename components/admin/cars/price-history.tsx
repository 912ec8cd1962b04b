"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useApiData } from "@/lib/admin/use-api-data";
import type { ApiCar } from "@/lib/cars/dto";
import { formatDateTime } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

// The price history of a car in its edit form: every price set, its creation included, newest first, as
// GET /api/cars/{id} gives it to staff with the cars permission (docs/business-rules.md "Price history").

export function PriceHistory({ carId }: { carId: string }) {
  const answer = useApiData<{ car: ApiCar }>(`/api/cars/${encodeURIComponent(carId)}`);
  const history = answer.state === "ready" ? (answer.data.car.priceHistory ?? []) : [];
  return (
    <section aria-labelledby="price-history-title" data-testid="price-history" className="grid gap-3">
      <h3 id="price-history-title" className="text-base font-semibold">
        Histórico de preços
      </h3>
      {answer.state === "loading" ? (
        <Skeleton className="h-20 w-full" />
      ) : answer.state === "error" ? (
        <p className="text-sm text-destructive" role="alert">
          Não foi possível carregar o histórico de preços. {answer.message}
        </p>
      ) : history.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma alteração de preço registrada.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Data</TableHead>
              <TableHead>Preço</TableHead>
              <TableHead>Por</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.map((entry, index) => (
              <TableRow key={`${entry.changedAt}-${index}`}>
                <TableCell className="whitespace-nowrap">{formatDateTime(entry.changedAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatMoney(entry.price)}</TableCell>
                <TableCell className="break-all">{entry.by ?? "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
