import type { ReactNode } from "react";

import { TableCell, TableHead, TableRow } from "@/components/ui/table";

// Pieces of the reports' tables: the headings of their figure columns and the row an empty period shows.

/** Column headings of figures, aligned like the figures under them. */
export function FigureHeads({
  labels,
  align = "right",
}: {
  labels: ReactNode[];
  align?: "right" | "center";
}) {
  return labels.map((label, index) => (
    <TableHead key={index} scope="col" className={align === "right" ? "text-right" : "text-center"}>
      {label}
    </TableHead>
  ));
}

/** The one row of a table with nothing in the period. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-6 text-center text-muted-foreground">
        {text}
      </TableCell>
    </TableRow>
  );
}
