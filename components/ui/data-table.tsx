"use client";

import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

// A data table in shadcn's style on TanStack Table, for lists paged and sorted by the server: the rows given
// are the page, and a click on a sortable header asks the owner for another order (manual sorting). The
// table scrolls sideways inside its own box, so the page never does on a phone.

export const dataTableFeatures = tableFeatures({ rowSortingFeature });
export type DataTableColumn<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row>;
export type DataTableSort = { id: string; desc: boolean } | null;

type Props<Row extends RowData> = {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  data: Row[];
  getRowId: (row: Row) => string;
  /** The order the server applied; null: the list's default order. */
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  label: string;
  /** The previous page shown while the next one loads: dimmed and marked busy. */
  busy?: boolean;
  rowTestId?: string;
  empty?: ReactNode;
};

function next(sorting: SortingState, updater: Updater<SortingState>): DataTableSort {
  const value = typeof updater === "function" ? updater(sorting) : updater;
  const first = value[0];
  return first ? { id: first.id, desc: first.desc } : null;
}

export function DataTable<Row extends RowData>({
  columns,
  data,
  getRowId,
  sort,
  onSortChange,
  label,
  busy = false,
  rowTestId,
  empty,
}: Props<Row>) {
  const sorting: SortingState = sort ? [sort] : [];
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as Array<DataTableColumn<Row>>,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: (updater) => onSortChange(next(sorting, updater)),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
  });

  return (
    <Table aria-label={label} aria-busy={busy || undefined} className={cn(busy && "opacity-60")}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const canSort = header.column.getCanSort();
              const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
              return (
                <TableHead
                  key={header.id}
                  aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                >
                  {canSort ? (
                    <button
                      type="button"
                      className="-mx-1 inline-flex min-h-8 items-center gap-1 rounded px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {content}
                      {sorted === "asc" ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : sorted === "desc" ? (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                      )}
                    </button>
                  ) : (
                    content
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          table.getRowModel().rows.map((row) => (
            <TableRow key={row.id} data-testid={rowTestId}>
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
