import "server-only";

import { PAYMENT_METHOD_LABELS, SALE_STATUSES, SALE_STATUS_LABELS } from "@/lib/constants/finance";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { labelMatches } from "@/lib/lists/fold";
import type { ListQuery, SALE_SORT_FIELDS } from "@/lib/lists/query";
import { newestFirstBatches } from "@/lib/lists/keyset";
import { listPage, type PageRead } from "@/lib/lists/page";
import { foldedWords, matchesOfGroups, moneyNumber, searchContains } from "@/lib/lists/search";
import type { SaleListAnswer, SaleStatus } from "@/lib/sales/schema";
import { toApiSale } from "@/lib/sales/service";

// GET /api/sales, a page at a time (docs/admin-panel.md "Lists"). The search covers what the sales tab shows:
// car, client (name, phone, e-mail), salesperson, payment method, status, date and notes. Every staff member
// with the sales permission sees every sale (a vendedor changes only their own).

type Field = (typeof SALE_SORT_FIELDS)[number];
export type SaleListQuery = ListQuery<Field> & { approval?: "pending" };

/** Over every sale matching the search, not only the page: closed sales' total and the count per status. */
export type SaleListSummary = SaleListAnswer["summary"];

/** Each word found in the sale's texts or in the label of its payment method or status. */
export function saleSearchWhere(words: readonly string[]): Prisma.SaleWhereInput {
  return {
    AND: words.map((word) => ({
      OR: [
        searchContains(word),
        { paymentMethod: { in: labelMatches(PAYMENT_METHOD_LABELS, word) } },
        { status: { in: labelMatches(SALE_STATUS_LABELS, word) } },
      ],
    })),
  };
}

export async function listSalePage(query: SaleListQuery): Promise<SaleListAnswer> {
  const search = saleSearchWhere(await foldedWords(query.q));
  const where: Prisma.SaleWhereInput = query.approval
    ? { AND: [search, { approval: query.approval }] }
    : search;
  const { rows, ...page } = await listPage(query, {
    rows: (read: PageRead<Prisma.SaleOrderByWithRelationInput>) =>
      prisma.sale.findMany({ where, ...read, omit: { search: true } }),
    // The per-status groups also count the matches, so the total needs no scan of its own.
    summary: async () => {
      const groups = await prisma.sale.groupBy({
        by: ["status"],
        where,
        _count: { _all: true },
        _sum: { salePrice: true },
      });
      const byStatus = Object.fromEntries(SALE_STATUSES.map((status) => [status, 0])) as Record<
        SaleStatus,
        number
      >;
      let closedTotal = 0;
      for (const group of groups) {
        byStatus[group.status] = group._count._all;
        if (group.status === "closed") closedTotal = moneyNumber(group._sum.salePrice);
      }
      return { total: matchesOfGroups(groups), summary: { closedTotal, byStatus } };
    },
  });
  return { sales: rows.map(toApiSale), ...page };
}

/** Every sale matching `q`, newest first, in batches (the CSV export). */
export async function saleExportBatches(q: string) {
  return newestFirstBatches(saleSearchWhere(await foldedWords(q)), (read) =>
    prisma.sale.findMany({ ...read, omit: { search: true } }),
  );
}
