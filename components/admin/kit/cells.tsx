import type { ReactNode } from "react";

import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

// How the lists' money and date columns draw a cell: figures aligned, money bold and never wrapped.

type Cell<Row> = ({ row }: { row: { original: Row } }) => ReactNode;

export function moneyCell<Row>(value: (row: Row) => number): Cell<Row> {
  return function MoneyCell({ row: { original } }) {
    return (
      <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(value(original))}</span>
    );
  };
}

/** A "YYYY-MM-DD" day as dd/mm/aaaa. */
export function dateCell<Row>(value: (row: Row) => string): Cell<Row> {
  return function DateCell({ row: { original } }) {
    return <span className="tabular-nums">{formatDateBR(value(original))}</span>;
  };
}
