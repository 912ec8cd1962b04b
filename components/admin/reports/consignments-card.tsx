"use client";

import { AlertTriangle, Handshake } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { LoadError } from "@/components/admin/reports/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import { CONSIGNMENT_ENDING_DAYS } from "@/lib/constants/cars";
import type { ConsignmentReportRow } from "@/lib/consignments/schema";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

// 'Consignados' (docs/admin-panel.md "Reports"): the consigned cars not yet sold, ending soonest first. One that
// ends within 7 days carries a badge with words and an icon, so the alert never depends on colour alone.

const days = (value: number) => `${value} ${value === 1 ? "dia" : "dias"}`;

function deadline(row: ConsignmentReportRow) {
  if (row.status === "expired") return <Badge variant="destructive">Vencida há {days(-row.daysLeft)}</Badge>;
  if (row.daysLeft <= CONSIGNMENT_ENDING_DAYS)
    return (
      <Badge variant="warning" data-testid="consignment-ending">
        <AlertTriangle aria-hidden="true" />
        {row.daysLeft === 0 ? "Termina hoje" : `Termina em ${days(row.daysLeft)}`}
      </Badge>
    );
  return <span className="text-xs text-muted-foreground">{days(row.daysLeft)} restantes</span>;
}

export function ConsignmentsCard() {
  const report = useApiData<{ cars: ConsignmentReportRow[] }>("/api/reports/consignments");

  return (
    <section
      aria-labelledby="consignments-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="consignments-card"
    >
      <h3 id="consignments-title" className="flex items-center gap-2 text-lg font-semibold">
        <Handshake className="size-5 text-muted-foreground" aria-hidden="true" />
        Consignados
      </h3>
      {report.state === "loading" ? (
        <Skeleton className="h-24 rounded-lg" role="status" aria-label="Carregando consignados" />
      ) : report.state === "error" ? (
        <LoadError message="Não foi possível carregar os consignados." onRetry={report.reload} className="" />
      ) : (
        <ConsignmentList cars={report.data.cars} />
      )}
    </section>
  );
}

function ConsignmentList({ cars }: { cars: ConsignmentReportRow[] }) {
  const open = cars.filter((car) => car.status !== "sold");
  const ending = open.filter((car) => car.status === "active" && car.daysLeft <= CONSIGNMENT_ENDING_DAYS);
  const sold = cars.length - open.length;
  return (
    <>
      <p className="text-sm" data-testid="consignments-summary">
        <strong>{open.length}</strong> em estoque · <strong>{ending.length}</strong> terminando em até{" "}
        {CONSIGNMENT_ENDING_DAYS} dias · {sold} {sold === 1 ? "vendido" : "vendidos"}
      </p>
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum carro em consignação no estoque.</p>
      ) : (
        <ol className="flex flex-col divide-y" aria-label="Carros em consignação">
          {open.map((car) => (
            <li
              key={car.carId}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              data-testid="consignment-row"
            >
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">
                  {car.brand} {car.model} {car.year}
                </span>
                <span className="text-muted-foreground">
                  {car.ownerName} · {formatMoney(car.netToOwner)} ao proprietário · até{" "}
                  {formatDateBR(car.endDate)}
                </span>
              </div>
              {deadline(car)}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
