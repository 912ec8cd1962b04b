import "server-only";

import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from "@/lib/constants/finance";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { InvoiceListAnswer, InvoiceType } from "@/lib/invoices/schema";
import { invoiceInclude, toApiInvoice } from "@/lib/invoices/service";
import { labelMatches } from "@/lib/lists/fold";
import { newestFirstBatches } from "@/lib/lists/keyset";
import { listPage, type PageRead } from "@/lib/lists/page";
import type { INVOICE_SORT_FIELDS, ListQuery } from "@/lib/lists/query";
import { foldedWords, matchesOfGroups, moneyNumber, searchContains } from "@/lib/lists/search";

// GET /api/invoices, a page at a time (docs/admin-panel.md "Lists"). The search covers what the invoices tab
// shows: number, client, masked CPF/CNPJ, description, car, type, status and issue date.

type Field = (typeof INVOICE_SORT_FIELDS)[number];
export type InvoiceListQuery = ListQuery<Field>;

/** Over every invoice matching the search: 'Total em vendas' and 'Total em compras', cancelled ones left out. */
export type InvoiceListSummary = InvoiceListAnswer["summary"];

export function invoiceSearchWhere(words: readonly string[]): Prisma.InvoiceWhereInput {
  return {
    AND: words.map((word) => ({
      OR: [
        searchContains(word),
        { type: { in: labelMatches(INVOICE_TYPE_LABELS, word) } },
        { status: { in: labelMatches(INVOICE_STATUS_LABELS, word) } },
      ],
    })),
  };
}

export async function listInvoicePage(query: InvoiceListQuery): Promise<InvoiceListAnswer> {
  const where = invoiceSearchWhere(await foldedWords(query.q));
  const { rows, ...page } = await listPage(query, {
    rows: (read: PageRead<Prisma.InvoiceOrderByWithRelationInput>) =>
      prisma.invoice.findMany({ where, ...read, include: invoiceInclude, omit: { search: true } }),
    // One scan groups the matches by type and status: their counts give the total, the sums of the groups not
    // cancelled the totals per type.
    summary: async () => {
      const groups = await prisma.invoice.groupBy({
        by: ["type", "status"],
        where,
        _count: { _all: true },
        _sum: { amount: true },
      });
      const totalOf = (type: InvoiceType) =>
        Math.round(
          groups
            .filter((group) => group.type === type && group.status !== "cancelled")
            .reduce((sum, group) => sum + moneyNumber(group._sum.amount) * 100, 0),
        ) / 100;
      return {
        total: matchesOfGroups(groups),
        summary: { saleTotal: totalOf("sale"), purchaseTotal: totalOf("purchase") },
      };
    },
  });
  return { invoices: rows.map(toApiInvoice), ...page };
}

/** Every invoice matching `q`, newest first, in batches (the CSV export). */
export async function invoiceExportBatches(q: string) {
  return newestFirstBatches(invoiceSearchWhere(await foldedWords(q)), (read) =>
    prisma.invoice.findMany({ ...read, include: invoiceInclude, omit: { search: true } }),
  );
}
