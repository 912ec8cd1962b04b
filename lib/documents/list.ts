import "server-only";

import { DOCUMENT_EXPIRY_WARNING_DAYS, DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS } from "@/lib/constants/finance";
import { prisma } from "@/lib/db/client";
import { dayDate } from "@/lib/db/day-date";
import { Prisma } from "@/lib/db/generated/client";
import { EXPIRY_STATUSES, EXPIRY_STATUS_LABELS, type ExpiryStatus } from "@/lib/documents/expiry";
import type { DocumentListAnswer, DocumentType } from "@/lib/documents/schema";
import { documentInclude, toApiDocument } from "@/lib/documents/service";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { labelMatches } from "@/lib/lists/fold";
import type { DOCUMENT_SORT_FIELDS, ListQuery } from "@/lib/lists/query";
import { listPage, type PageRead } from "@/lib/lists/page";
import { foldedWords, likeWord, searchContains } from "@/lib/lists/search";

// GET /api/documents, a page at a time (docs/admin-panel.md "Lists"). The search covers what the documents tab
// shows: title, type, client, car, file name, expiry date and expiry status ('Vencido', 'Vence em breve',
// 'Válido', which depend on today in São Paulo).

type Field = (typeof DOCUMENT_SORT_FIELDS)[number];
export type DocumentListQuery = ListQuery<Field>;

/** The 'Alertas de Validade' panel lists at most these, soonest first; the counts cover all. */
export const EXPIRY_ALERTS_SHOWN = 10;

/** Over every document matching the search: counts per type and per expiry status, and the first alerts. */
export type DocumentListSummary = DocumentListAnswer["summary"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of 'Vence em breve' (today) and its last, as the stored DATE values compare. */
function expiryBounds(today: string): { start: Date; lastWarned: Date } {
  const start = dayDate(today);
  return { start, lastWarned: new Date(start.getTime() + DOCUMENT_EXPIRY_WARNING_DAYS * DAY_MS) };
}

/** The expiry dates of each status on `today` ('YYYY-MM-DD'). */
function expiryWhere(today: string): Record<ExpiryStatus, Prisma.DocumentWhereInput> {
  const { start, lastWarned } = expiryBounds(today);
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

/** expiryWhere in SQL, for the summary's one scan; days as 'YYYY-MM-DD' text, whatever the session's zone. */
function expirySql(today: string): Record<ExpiryStatus, Prisma.Sql> {
  const lastWarned = expiryBounds(today).lastWarned.toISOString().slice(0, 10);
  return {
    expired: Prisma.sql`"expiryDate" < ${today}::date`,
    expiring: Prisma.sql`"expiryDate" BETWEEN ${today}::date AND ${lastWarned}::date`,
    valid: Prisma.sql`"expiryDate" > ${lastWarned}::date`,
  };
}

/** documentSearchWhere in SQL, the same alternatives per word (tests/integration compares both). */
function documentSearchSql(words: readonly string[], today: string): Prisma.Sql {
  const byStatus = expirySql(today);
  const conditions = words.map((word) => {
    const types = labelMatches(DOCUMENT_TYPE_LABELS, word);
    const alternatives = [
      Prisma.sql`"search" LIKE ${`%${likeWord(word)}%`}`,
      ...(types.length > 0 ? [Prisma.sql`"type"::text = ANY(${types}::text[])`] : []),
      ...labelMatches(EXPIRY_STATUS_LABELS, word).map((status) => byStatus[status]),
    ];
    return Prisma.sql`(${Prisma.join(alternatives, " OR ")})`;
  });
  return conditions.length > 0 ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

type SummaryRow = { type: DocumentType; documents: number } & Record<ExpiryStatus, number>;

/**
 * The counts of the summary — per type, per expiry status and in all — in one scan of the matching documents
 * (Prisma's groupBy has no filtered counts, and one count per status would search the table four times).
 */
async function documentCounts(words: readonly string[], today: string) {
  const byStatus = expirySql(today);
  const rows = await prisma.$queryRaw<SummaryRow[]>`
    SELECT "type"::text AS type, count(*)::int AS documents,
      count(*) FILTER (WHERE ${byStatus.expired})::int AS expired,
      count(*) FILTER (WHERE ${byStatus.expiring})::int AS expiring,
      count(*) FILTER (WHERE ${byStatus.valid})::int AS valid
    FROM "Document" WHERE ${documentSearchSql(words, today)} GROUP BY "type"`;
  const byType = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, 0])) as Record<DocumentType, number>;
  const expiry: Record<ExpiryStatus, number> = { expired: 0, expiring: 0, valid: 0 };
  for (const row of rows) {
    byType[row.type] = row.documents;
    for (const status of EXPIRY_STATUSES) expiry[status] += row[status];
  }
  return { total: rows.reduce((sum, row) => sum + row.documents, 0), byType, expiry };
}

export async function listDocumentPage(query: DocumentListQuery): Promise<DocumentListAnswer> {
  const today = todayInSaoPaulo();
  const words = await foldedWords(query.q);
  const where = documentSearchWhere(words, today);
  const byStatus = expiryWhere(today);
  const alertsOf = (extra: Prisma.DocumentWhereInput, orderBy: Prisma.DocumentOrderByWithRelationInput[]) =>
    prisma.document.findMany({
      where: { AND: [where, extra] },
      orderBy,
      take: EXPIRY_ALERTS_SHOWN,
      include: documentInclude,
      omit: { search: true },
    });
  const { rows, ...page } = await listPage(query, {
    nullable: ["clientName", "expiryDate"],
    rows: (read: PageRead<Prisma.DocumentOrderByWithRelationInput>) =>
      prisma.document.findMany({ where, ...read, include: documentInclude, omit: { search: true } }),
    summary: async () => {
      const [counts, expiringSoon, expiredLately] = await Promise.all([
        documentCounts(words, today),
        // Alerts: what expires next, then what expired most recently (years of old expiries stay counted).
        alertsOf(byStatus.expiring, [{ expiryDate: "asc" }, { id: "asc" }]),
        alertsOf(byStatus.expired, [{ expiryDate: "desc" }, { id: "asc" }]),
      ]);
      const alerts = [...expiringSoon, ...expiredLately]
        .slice(0, EXPIRY_ALERTS_SHOWN)
        .map((row) => toApiDocument(row, today));
      return { total: counts.total, summary: { byType: counts.byType, expiry: counts.expiry, alerts } };
    },
  });
  return { documents: rows.map((row) => toApiDocument(row, today)), ...page };
}
