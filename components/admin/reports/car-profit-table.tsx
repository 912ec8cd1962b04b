"use client";

import { DataTable, type DataTableColumn, type DataTableSort } from "@/components/ui/data-table";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import type { CarsReport, SoldCarRow } from "@/lib/reports/types";
import { cn } from "@/lib/utils";

const money = (value: number | null) => (value === null ? "—" : formatMoney(value));
const days = (value: number | null) => (value === null ? "—" : `${value} ${value === 1 ? "dia" : "dias"}`);
const carName = (row: SoldCarRow) => `${row.brand} ${row.model} ${row.year}`;
const cars = (n: number) => `${n} ${n === 1 ? "carro" : "carros"}`;

function Profit({ value }: { value: number | null }) {
  return (
    <span className={cn("font-semibold", value !== null && value < 0 && "text-destructive")}>
      {money(value)}
    </span>
  );
}

const amount = (value: number | null) => (
  <span className="whitespace-nowrap tabular-nums">{money(value)}</span>
);

// Column ids are the sort fields of GET /api/reports/cars: a header click sorts every sold car on the server.
const COLUMNS: Array<DataTableColumn<SoldCarRow>> = [
  {
    id: "brand",
    accessorFn: carName,
    header: "Carro",
    meta: { card: "title", className: "min-w-36 whitespace-normal" },
    cell: ({ row: { original } }) => <span className="font-medium">{carName(original)}</span>,
  },
  {
    accessorKey: "saleDate",
    header: "Venda em",
    cell: ({ row: { original } }) => <span className="tabular-nums">{formatDateBR(original.saleDate)}</span>,
  },
  {
    accessorKey: "salePrice",
    header: "Preço de venda",
    cell: ({ row: { original } }) => amount(original.salePrice),
  },
  {
    accessorKey: "purchasePrice",
    header: "Preço de compra",
    // A consigned car cost the dealer what its owner is due, not a purchase price.
    cell: ({ row: { original } }) =>
      original.netToOwner === null ? (
        amount(original.purchasePrice)
      ) : (
        <span className="flex flex-col whitespace-nowrap tabular-nums">
          {money(original.netToOwner)}
          <span className="text-xs text-muted-foreground">consignado (ao proprietário)</span>
        </span>
      ),
  },
  { accessorKey: "expenses", header: "Despesas", cell: ({ row: { original } }) => amount(original.expenses) },
  {
    accessorKey: "profit",
    header: "Lucro",
    cell: ({ row: { original } }) => (
      <span className="whitespace-nowrap tabular-nums">
        <Profit value={original.profit} />
      </span>
    ),
  },
  {
    accessorKey: "daysInStock",
    header: "Dias em estoque",
    cell: ({ row: { original } }) => <span className="whitespace-nowrap">{days(original.daysInStock)}</span>,
  },
];

type Props = {
  report: CarsReport;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  page: number;
  onPageChange: (page: number) => void;
  /** The previous page shown while the next one loads. */
  busy?: boolean;
};

/**
 * Profit per sold car, a page at a time: sale price − purchase price − the expenses linked to the car, with the
 * days from purchase to sale; under it the totals of every sold car (not only the page) and the pager. On a phone
 * each car is a card.
 */
export function CarProfitTable({ report, sort, onSortChange, page, onPageChange, busy = false }: Props) {
  const { totals, total } = report;
  if (total === 0) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        Nenhum carro vendido ainda.
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <DataTable
        label="Lucro por carro vendido"
        columns={COLUMNS}
        data={report.soldCars}
        getRowId={(row) => row.saleId}
        sort={sort}
        onSortChange={onSortChange}
        busy={busy}
        rowTestId="car-profit-row"
        empty="Nenhum carro nesta página."
      />
      <div
        className="flex flex-col gap-2 rounded-xl border bg-muted/50 p-3 text-sm"
        data-testid="car-profit-totals"
      >
        <p className="font-medium">Total ({cars(total)})</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
          {[
            ["Preço de venda", formatMoney(totals.salePrice)],
            ["Preço de compra", formatMoney(totals.purchasePrice)],
            ["Despesas", formatMoney(totals.expenses)],
          ].map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex flex-col">
            <dt className="text-muted-foreground">Lucro</dt>
            <dd className="tabular-nums">
              <Profit value={totals.profit} />
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground">Dias em estoque</dt>
            <dd>média {days(totals.averageDaysInStock)}</dd>
          </div>
        </dl>
      </div>
      <DataTablePagination page={page} pageSize={report.pageSize} total={total} onPageChange={onPageChange} />
    </div>
  );
}
