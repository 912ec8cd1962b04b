"use client";

import type { RowData } from "@tanstack/react-table";

import { ListSkeleton } from "@/components/admin/kit/list-skeleton";
import type { useListParams } from "@/components/admin/kit/use-list-params";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { DataTablePagination } from "@/components/ui/data-table-pagination";

type ListPlace = Pick<ReturnType<typeof useListParams>, "q" | "page" | "sort" | "setSort" | "setPage">;
type ListPage<Row> = { items: Row[]; total: number; pageSize: number; loading: boolean; stale: boolean };

type Props<Row extends RowData> = {
  label: string;
  list: ListPlace;
  rows: ListPage<Row>;
  columns: Array<DataTableColumn<Row>>;
  getRowId: (row: Row) => string;
  rowTestId: string;
  /** What the empty table says: with a search, and without one. */
  empty: { searched: string; none: string };
};

/**
 * An admin list's page (docs/admin-panel.md "Lists"): the skeleton while the first page loads, then the table,
 * sorted by the server, and its pager; the place is kept in the URL by useListParams.
 */
export function PagedList<Row extends RowData>({
  label,
  list,
  rows,
  columns,
  getRowId,
  rowTestId,
  empty,
}: Props<Row>) {
  if (rows.loading) return <ListSkeleton />;
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        data={rows.items}
        getRowId={getRowId}
        sort={list.sort}
        onSortChange={list.setSort}
        busy={rows.stale}
        rowTestId={rowTestId}
        empty={list.q ? empty.searched : empty.none}
      />
      <DataTablePagination
        page={list.page}
        pageSize={rows.pageSize}
        total={rows.total}
        onPageChange={list.setPage}
      />
    </>
  );
}
