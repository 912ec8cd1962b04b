import "server-only";

import { DOCUMENT_EXPIRY_WARNING_DAYS, DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS } from "@/lib/constants";
import { prisma } from "@/lib/db/client";
import { dayDate } from "@/lib/db/day-date";
import type { Prisma } from "@/lib/db/generated/client";
import { EXPIRY_STATUS_LABELS, type ExpiryStatus } from "@/lib/documents/expiry";
import type { ApiDocument, DocumentType } from "@/lib/documents/schema";
import { documentInclude, toApiDocument } from "@/lib/documents/service";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { labelMatches } from "@/lib/lists/fold";
import type { DOCUMENT_SORT_FIELDS, ListPage, ListQuery } from "@/lib/lists/query";
import { foldedWords, listOrder, pageWindow, searchContains } from "@/lib/lists/search";

// GET /api/documents, a page at a time (docs/admin-panel.md "Lists"). The search covers what the documents tab
// shows: title, type, client, car, file name, expiry date and expiry status ('Vencido', 'Vence em breve',
// 'Válido', which depend on today in São Paulo).

type Field = (typeof DOCUMENT_SORT_FIELDS)[number];
export type DocumentListQuery = ListQuery<Field>;

/** The 'Alertas de Validade' panel lists at most these, soonest first; the counts cover all. */
export const EXPIRY_ALERTS_SHOWN = 10;

/** Over every document matching the search: counts per type and per expiry status, and the first alerts. */
export type DocumentListSummary = {
  byType: Record<DocumentType, number>;
  expiry: Record<ExpiryStatus, number>;
  alerts: ApiDocument[];
};
export type DocumentListAnswer = ListPage & { documents: ApiDocument[]; summary: DocumentListSummary };

const DEFAULT_ORDER = [{ createdAt: "desc" }, { id: "desc" }] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry dates of each status on `today` ('YYYY-MM-DD'), as the stored DATE values compare. */
function expiryWhere(today: string): Record<ExpiryStatus, Prisma.DocumentWhereInput> {
  const start = dayDate(today);
  const lastWarned = new Date(start.getTime() + DOCUMENT_EXPIRY_WARNING_DAYS * DAY_MS);
  return {
    expired: { expiryDate: { lt: start } },
    expiring: { expiryDate: { gte: start, lte: lastWarned } },
    valid: { expiryDate: { gt: lastWarned } },
  };
}

export function documentSearchWhere(words: readonly string[], today: string): Prisma.DocumentWhereInput {
  const byStatus = expiryWhere(today);
  return {
    AND: words.map((word) => ({
      OR: [
        searchContains(word),
        { type: { in: labelMatches(DOCUMENT_TYPE_LABELS, word) } },
        ...labelMatches(EXPIRY_STATUS_LABELS, word).map((status) => byStatus[status]),
      ],
    })),
  };
}

export async function listDocumentPage(query: DocumentListQuery): Promise<DocumentListAnswer> {
  const today = todayInSaoPaulo();
  const where = documentSearchWhere(await foldedWords(query.q), today);
  const byStatus = expiryWhere(today);
  const orderBy = listOrder(
    query,
    {
      createdAt: "createdAt",
      created_at: "createdAt",
      title: "title",
      type: "type",
      clientName: "clientName",
      client_name: "clientName",
      expiryDate: "expiryDate",
      expiry_date: "expiryDate",
    },
    new Set(["clientName", "expiryDate"]),
    DEFAULT_ORDER,
  ) as Prisma.DocumentOrderByWithRelationInput[];
  const read = (extra: Prisma.DocumentWhereInput, orderBy: Prisma.DocumentOrderByWithRelationInput[]) =>
    prisma.document.findMany({
      where: { AND: [where, extra] },
      orderBy,
      take: EXPIRY_ALERTS_SHOWN,
      include: documentInclude,
      omit: { search: true },
    });
  const count = (extra: Prisma.DocumentWhereInput) =>
    prisma.document.count({ where: { AND: [where, extra] } });
  const [rows, total, types, expired, expiring, valid, expiringSoon, expiredLately] = await Promise.all([
    prisma.document.findMany({
      where,
      orderBy,
      ...pageWindow(query),
      include: documentInclude,
      omit: { search: true },
    }),
    prisma.document.count({ where }),
    prisma.document.groupBy({ by: ["type"], where, _count: { _all: true } }),
    count(byStatus.expired),
    count(byStatus.expiring),
    count(byStatus.valid),
    // Alerts: what expires next, then what expired most recently (years of old expiries stay counted).
    read(byStatus.expiring, [{ expiryDate: "asc" }, { id: "asc" }]),
    read(byStatus.expired, [{ expiryDate: "desc" }, { id: "asc" }]),
  ]);
  const byType = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, 0])) as Record<DocumentType, number>;
  for (const group of types) byType[group.type] = group._count._all;
  const alerts = [...expiringSoon, ...expiredLately]
    .slice(0, EXPIRY_ALERTS_SHOWN)
    .map((row) => toApiDocument(row, today));
  return {
    documents: rows.map((row) => toApiDocument(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    summary: { byType, expiry: { expired, expiring, valid }, alerts },
  };
}
