import "server-only";

import { NEWEST_FIRST } from "@/lib/lists/keyset";
import type { ListPage, ListQuery } from "@/lib/lists/query";
import { listOrder, pageWindow } from "@/lib/lists/search";

// One page of an admin list with its summary (docs/admin-panel.md "Lists"): the sales, expenses, documents and
// invoices tabs answer { <items>, total, page, pageSize, summary }. The list says how to read its rows and its
// summary; the order (from the allowed sort fields) and the page's window are worked out here, and both reads
// run at once.

/** What a list's row read gets: the order and the page's window, for its findMany. */
export type PageRead<OrderBy> = { orderBy: OrderBy[]; skip: number; take: number };

export type ListPageSpec<Row, Summary, OrderBy> = {
  /** The page's rows (the list adds its where, include and omit). */
  rows: (read: PageRead<OrderBy>) => Promise<Row[]>;
  /** The number of every match and the summary over them. */
  summary: () => Promise<{ total: number; summary: Summary }>;
  /** Columns whose empty values sort last. */
  nullable?: readonly string[];
};

export async function listPage<Row, Summary, OrderBy>(
  query: ListQuery<string>,
  spec: ListPageSpec<Row, Summary, OrderBy>,
): Promise<ListPage & { rows: Row[]; summary: Summary }> {
  // Without a sort, newest first.
  const orderBy = listOrder(query, { nullable: spec.nullable, fallback: NEWEST_FIRST }) as OrderBy[];
  const [rows, { total, summary }] = await Promise.all([
    spec.rows({ orderBy, ...pageWindow(query) }),
    spec.summary(),
  ]);
  return { rows, total, page: query.page, pageSize: query.pageSize, summary };
}
