import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import type { CarsReport, SoldCarRow } from "@/lib/reports/types";
import { cn } from "@/lib/utils";

const money = (value: number | null) => (value === null ? "—" : formatMoney(value));
const days = (value: number | null) => (value === null ? "—" : `${value} ${value === 1 ? "dia" : "dias"}`);
const carName = (row: SoldCarRow) => `${row.brand} ${row.model} ${row.year}`;

function Profit({ value }: { value: number | null }) {
  return (
    <span className={cn("font-semibold", value !== null && value < 0 && "text-destructive")}>
      {money(value)}
    </span>
  );
}

/**
 * Profit per sold car: sale price − purchase price − the expenses linked to the car, with the days from purchase
 * to sale. A table from tablet width up; stacked cards on a phone, so nothing scrolls sideways.
 */
export function CarProfitTable({ report }: { report: CarsReport }) {
  const { soldCars, totals } = report;
  if (soldCars.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        Nenhum carro vendido ainda.
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label="Lucro por carro vendido">
          <TableHeader>
            <TableRow>
              <TableHead>Carro</TableHead>
              <TableHead>Venda em</TableHead>
              <TableHead className="text-right">Preço de venda</TableHead>
              <TableHead className="text-right">Preço de compra</TableHead>
              <TableHead className="text-right">Despesas</TableHead>
              <TableHead className="text-right">Lucro</TableHead>
              <TableHead className="text-right">Dias em estoque</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {soldCars.map((row) => (
              <TableRow key={row.saleId} data-testid="car-profit-row">
                <TableCell className="font-medium whitespace-normal">{carName(row)}</TableCell>
                <TableCell>{formatDateBR(row.saleDate)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(row.salePrice)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(row.purchasePrice)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(row.expenses)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  <Profit value={row.profit} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{days(row.daysInStock)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2}>
                Total ({soldCars.length} {soldCars.length === 1 ? "carro" : "carros"})
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(totals.salePrice)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(totals.purchasePrice)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(totals.expenses)}</TableCell>
              <TableCell className="text-right tabular-nums">
                <Profit value={totals.profit} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                média {days(totals.averageDaysInStock)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>

      <ul className="flex flex-col gap-2 md:hidden" aria-label="Lucro por carro vendido">
        {soldCars.map((row) => (
          <li key={row.saleId} className="rounded-xl border bg-card p-3 text-sm shadow-sm">
            <p className="font-semibold">{carName(row)}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Venda em</dt>
              <dd className="text-right">{formatDateBR(row.saleDate)}</dd>
              <dt className="text-muted-foreground">Preço de venda</dt>
              <dd className="text-right tabular-nums">{money(row.salePrice)}</dd>
              <dt className="text-muted-foreground">Preço de compra</dt>
              <dd className="text-right tabular-nums">{money(row.purchasePrice)}</dd>
              <dt className="text-muted-foreground">Despesas</dt>
              <dd className="text-right tabular-nums">{money(row.expenses)}</dd>
              <dt className="text-muted-foreground">Lucro</dt>
              <dd className="text-right tabular-nums">
                <Profit value={row.profit} />
              </dd>
              <dt className="text-muted-foreground">Dias em estoque</dt>
              <dd className="text-right">{days(row.daysInStock)}</dd>
            </dl>
          </li>
        ))}
        <li className="rounded-xl border bg-muted/50 p-3 text-sm font-medium">
          <p>
            Total ({soldCars.length} {soldCars.length === 1 ? "carro" : "carros"}): lucro{" "}
            <Profit value={totals.profit} />, média de {days(totals.averageDaysInStock)} em estoque
          </p>
        </li>
      </ul>
    </>
  );
}
