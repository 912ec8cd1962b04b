"use client";

import {
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type Cell,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Fragment, useMemo, type ReactNode } from "react";

import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useMediaQuery } from "@/lib/ui/use-media-query";
import { cn } from "@/lib/utils";

// A data table in shadcn's style on TanStack Table. Laid out for a laptop first (1280–1440 px): the columns fit the
// width, long texts wrap inside their column, a row's actions sit in one menu. On a phone each row becomes a card
// of the same cells: the column marked `card: "title"` heads it, beside the row's photo (`"media"`) and its
// actions menu (the column with id "actions"), then the other columns as labelled lines; a select replaces the
// sortable headers there.
//
// Sorting and paging belong either to the server (`mode: "server"`, the default: the rows given are the page, in
// the order asked, and a header click asks the owner for another order) or to the table (`mode: "client"`: every
// row is given and the table sorts and pages them, with its own pager under it).

export type DataTableColumnMeta = {
  /** Classes of the column's header and cells: a width, `whitespace-normal` for a text that wraps. */
  className?: string;
  /**
   * Its place on a phone's card: the heading, the photo beside it, a labelled line (default: half the card's
   * width; "wide": all of it), or left out.
   */
  card?: "title" | "media" | "field" | "wide" | "hidden";
  /** The card line's label when the header is not a plain text. */
  label?: string;
};

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableColumn<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row>;
export type DataTableSort = { id: string; desc: boolean } | null;

/** The id of the column holding a row's actions menu: on a card it sits in the top corner. */
export const ACTIONS_COLUMN_ID = "actions";

/** Phones below this width get cards. */
const TABLE_MEDIA = "(min-width: 768px)";

type Props<Row extends RowData> = {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  data: Row[];
  getRowId: (row: Row) => string;
  /** The order applied; null: the list's default order. */
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  label: string;
  /** Who sorts and pages: the server (the rows are the page) or the table itself. */
  mode?: "server" | "client";
  /** Client mode: rows per page and the page shown (from 1); the table draws its pager. */
  pagination?: { page: number; pageSize: number; onPageChange: (page: number) => void };
  /** The previous page shown while the next one loads: dimmed and marked busy. */
  busy?: boolean;
  rowTestId?: string;
  empty?: ReactNode;
};

// Cells and headers are render functions of the columns (plain functions, no hooks): they are called, not mounted
// as components as TanStack's FlexRender does. A tab builds its columns on each render, and a function of a new
// identity mounted as a component would replace its cells' DOM each time — a row's menu button among them, so a
// dialog opened from it could not give the focus back.
type Template<Context> = string | ((context: Context) => ReactNode) | undefined;

function renderCell<Row extends RowData>(cell: Cell<typeof dataTableFeatures, Row>): ReactNode {
  const template = cell.column.columnDef.cell as Template<ReturnType<typeof cell.getContext>>;
  return typeof template === "function" ? template(cell.getContext()) : template;
}

function renderHeader<Row extends RowData>(header: Header<typeof dataTableFeatures, Row>): ReactNode {
  const template = header.column.columnDef.header as Template<ReturnType<typeof header.getContext>>;
  return typeof template === "function" ? template(header.getContext()) : template;
}

function next(sorting: SortingState, updater: Updater<SortingState>): DataTableSort {
  const value = typeof updater === "function" ? updater(sorting) : updater;
  const first = value[0];
  return first ? { id: first.id, desc: first.desc } : null;
}

const UNPAGED = { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER };

export function DataTable<Row extends RowData>({
  columns,
  data,
  getRowId,
  sort,
  onSortChange,
  label,
  mode = "server",
  pagination,
  busy = false,
  rowTestId,
  empty,
}: Props<Row>) {
  const client = mode === "client";
  // The controlled state keeps its identity while its values do: the table publishes a changed slice as news.
  const sortId = sort?.id;
  const sortDesc = sort?.desc;
  const sorting: SortingState = useMemo(
    () => (sortId === undefined ? [] : [{ id: sortId, desc: sortDesc ?? false }]),
    [sortId, sortDesc],
  );
  const pageIndex = client && pagination ? pagination.page - 1 : null;
  const pageSize = pagination?.pageSize ?? 0;
  const paging = useMemo(
    () => (pageIndex === null ? UNPAGED : { pageIndex, pageSize }),
    [pageIndex, pageSize],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as Array<DataTableColumn<Row>>,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination: paging },
    onSortingChange: (updater) => onSortChange(next(sorting, updater)),
    manualSorting: !client,
    manualPagination: !client || !pagination,
    autoResetPageIndex: false,
    enableMultiSort: false,
    sortDescFirst: false,
  });
  const wide = useMediaQuery(TABLE_MEDIA, true);
  const rows = table.getRowModel().rows;

  const body = wide ? (
    <Table aria-label={label} aria-busy={busy || undefined} className={cn(busy && "opacity-60")}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const canSort = header.column.getCanSort();
              const content = header.isPlaceholder ? null : renderHeader(header);
              return (
                <TableHead
                  key={header.id}
                  aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  className={header.column.columnDef.meta?.className}
                >
                  {canSort ? (
                    <button
                      type="button"
                      className="-mx-1 inline-flex min-h-8 items-center gap-1 rounded px-1 text-left hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {content}
                      {sorted === "asc" ? (
                        <ArrowUp aria-hidden="true" className="size-3.5 shrink-0" />
                      ) : sorted === "desc" ? (
                        <ArrowDown aria-hidden="true" className="size-3.5 shrink-0" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 shrink-0 opacity-50" />
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
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id} data-testid={rowTestId} data-row-id={row.id}>
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                  {renderCell(cell)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  ) : (
    <div className="flex flex-col gap-3">
      <CardSort
        options={table
          .getAllLeafColumns()
          .filter((column) => column.getCanSort())
          .map((column) => ({ id: column.id, name: columnLabel(column.columnDef) }))}
        sort={sort}
        onSortChange={onSortChange}
        label={label}
      />
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul
          aria-label={label}
          aria-busy={busy || undefined}
          className={cn("grid gap-3", busy && "opacity-60")}
          data-slot="data-cards"
        >
          {rows.map((row) => {
            const cells = row.getAllCells();
            const part = (place: CardPlace) =>
              cells.filter((cell) => cardPlace(cell.column.columnDef) === place);
            const actions = cells.find((cell) => cell.column.id === ACTIONS_COLUMN_ID);
            return (
              <li
                key={row.id}
                data-testid={rowTestId}
                data-row-id={row.id}
                className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-3 text-sm shadow-xs"
              >
                <div className="flex items-start gap-3">
                  {part("media").map((cell) => (
                    <div key={cell.id} className="shrink-0">
                      {renderCell(cell)}
                    </div>
                  ))}
                  <div className="min-w-0 flex-1 font-medium break-words">
                    {part("title").map((cell) => (
                      <Fragment key={cell.id}>{renderCell(cell)}</Fragment>
                    ))}
                  </div>
                  {actions ? <div className="-mt-1 -mr-1 shrink-0">{renderCell(actions)}</div> : null}
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
                  {cells
                    .filter((cell) => ["field", "wide"].includes(cardPlace(cell.column.columnDef)))
                    .map((cell) => (
                      <div
                        key={cell.id}
                        className={cn(
                          "flex min-w-0 flex-col gap-0.5",
                          cardPlace(cell.column.columnDef) === "wide" && "col-span-2",
                        )}
                      >
                        <dt className="text-xs text-muted-foreground">
                          {columnLabel(cell.column.columnDef)}
                        </dt>
                        <dd className="min-w-0 break-words [&_*]:whitespace-normal">{renderCell(cell)}</dd>
                      </div>
                    ))}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );

  if (!client || !pagination) return body;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {body}
      <DataTablePagination
        page={pagination.page}
        pageSize={pagination.pageSize}
        total={data.length}
        onPageChange={pagination.onPageChange}
      />
    </div>
  );
}

type CardPlace = NonNullable<DataTableColumnMeta["card"]> | "actions";

function cardPlace<Row extends RowData>(column: DataTableColumn<Row>): CardPlace {
  if (column.id === ACTIONS_COLUMN_ID) return "actions";
  return column.meta?.card ?? "field";
}

function columnLabel<Row extends RowData>(column: DataTableColumn<Row>): string {
  return typeof column.header === "string" ? column.header : (column.meta?.label ?? "");
}

type SortOption = { id: string; name: string };

/** The cards' order: the sortable columns, each ascending and descending, where the table has its headers. */
function CardSort({
  options,
  sort,
  onSortChange,
  label,
}: {
  options: SortOption[];
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  label: string;
}) {
  if (options.length === 0) return null;
  const value = sort ? `${sort.id}:${sort.desc ? "desc" : "asc"}` : "";
  return (
    <NativeSelect
      aria-label={`Ordenar ${label.toLowerCase()}`}
      value={value}
      wrapperClassName="sm:w-72"
      onChange={(event) => {
        const [id, direction] = event.target.value.split(":");
        onSortChange(id ? { id, desc: direction === "desc" } : null);
      }}
    >
      <NativeSelectOption value="">Ordem padrão</NativeSelectOption>
      {options.flatMap(({ id, name }) => [
        <NativeSelectOption key={`${id}:asc`} value={`${id}:asc`}>
          {`${name} (crescente)`}
        </NativeSelectOption>,
        <NativeSelectOption key={`${id}:desc`} value={`${id}:desc`}>
          {`${name} (decrescente)`}
        </NativeSelectOption>,
      ])}
    </NativeSelect>
  );
}
