"use client";

import { useState } from "react";

import { LoadError } from "@/components/admin/reports/load-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useApiData } from "@/lib/admin/use-api-data";
import { monthRange, type CommissionReport } from "@/lib/commissions/rules";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

// 'Comissões' of the reports tab: per seller, the sales closed in a month and the commission at each sale's
// stored rate (docs/business-rules.md "Commissions").

export function CommissionsSection() {
  const today = todayInSaoPaulo();
  const [month, setMonth] = useState(today.slice(0, 7));
  const range = monthRange(month, today);
  const report = useApiData<CommissionReport>(`/api/reports/commissions?from=${range.from}&to=${range.to}`, {
    keepPrevious: true,
  });

  return (
    <section
      aria-labelledby="commissions-title"
      className="flex min-w-0 flex-col gap-3"
      data-testid="commissions"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id="commissions-title" className="text-lg font-semibold">
            Comissões
          </h3>
          <p className="text-sm text-muted-foreground">
            Vendas fechadas no mês, cada uma com a taxa do vendedor no dia em que fechou.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="commissions-month">Mês</Label>
          <Input
            id="commissions-month"
            type="month"
            max={today.slice(0, 7)}
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="w-44"
          />
        </div>
      </div>
      {report.state === "loading" ? (
        <Skeleton className="h-32 rounded-xl" role="status" aria-label="Carregando comissões" />
      ) : report.state === "error" ? (
        <LoadError message={report.message} onRetry={report.reload} className="rounded-xl border p-4" />
      ) : report.data.salespeople.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          Nenhuma venda fechada neste mês.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card" aria-busy={report.stale || undefined}>
          <Table scrollLabel="Comissões por vendedor">
            <TableHeader>
              <TableRow>
                <TableHead>Vendedor</TableHead>
                <TableHead className="text-right">Vendas</TableHead>
                <TableHead className="text-right">Total vendido</TableHead>
                <TableHead className="text-right">Comissão</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.data.salespeople.map((line) => (
                <TableRow key={line.userId ?? "removed"} data-testid="commission-row">
                  <TableCell className="font-medium">{line.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{line.closedSales}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(line.total)}</TableCell>
                  <TableCell className="text-right font-semibold tabular-nums">
                    {formatMoney(line.commission)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell>Total</TableCell>
                <TableCell />
                <TableCell className="text-right tabular-nums">{formatMoney(report.data.total)}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums" data-testid="commission-total">
                  {formatMoney(report.data.commission)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </div>
      )}
    </section>
  );
}
