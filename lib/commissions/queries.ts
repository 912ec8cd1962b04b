import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { roleCan } from "@/lib/auth/permissions";
import {
  monthStart,
  type CommissionLine,
  type CommissionQuery,
  type CommissionReport,
} from "@/lib/commissions/rules";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { addDays, saoPauloDate, saoPauloMidnight } from "@/lib/format/dates";
import { fromCents, toCents } from "@/lib/reports/math";

// GET /api/reports/commissions and the vendedor's own figure on the panel's first screen (docs/business-rules.md
// "Commissions"): the sales closed in a period of São Paulo days, per seller, each at the rate it stored when it
// closed (salePrice × rate / 100, rounded to cents per sale, as PostgreSQL's round does: half away from zero).

/** The name of the line of sales whose seller's account was deleted. */
export const DELETED_SELLER = "(conta removida)";

type Row = {
  userId: string | null;
  name: string | null;
  closedSales: number;
  total: string;
  commission: string;
};

/**
 * The period's lines, most commission first. With the reports permission every seller's; otherwise (a vendedor)
 * only the caller's own line, present even when it has no sale.
 */
export async function getCommissionReport(
  query: CommissionQuery,
  actor: Actor,
  options: { ownLine?: boolean } = {},
): Promise<CommissionReport> {
  const everyone = !options.ownLine && roleCan(actor.role, "reports:read");
  const start = saoPauloMidnight(query.from);
  const end = saoPauloMidnight(addDays(query.to, 1));
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT s."salespersonId" AS "userId", min(u."name") AS "name", count(*)::int AS "closedSales",
           sum(s."salePrice")::text AS "total",
           sum(round(s."salePrice" * coalesce(s."commissionPercent", 0) / 100, 2))::text AS "commission"
    FROM "Sale" s
    LEFT JOIN "User" u ON u."id" = s."salespersonId"
    WHERE s."status" = 'closed' AND s."closedAt" >= ${start} AND s."closedAt" < ${end}
      ${everyone ? Prisma.empty : Prisma.sql`AND s."salespersonId" = ${actor.id}`}
    GROUP BY s."salespersonId"
    ORDER BY sum(round(s."salePrice" * coalesce(s."commissionPercent", 0) / 100, 2)) DESC,
             min(u."name") NULLS LAST`;
  const salespeople: CommissionLine[] = rows.map((row) => ({
    userId: row.userId,
    name: row.name ?? DELETED_SELLER,
    closedSales: row.closedSales,
    total: fromCents(toCents(row.total)),
    commission: fromCents(toCents(row.commission)),
  }));
  if (!everyone && salespeople.length === 0)
    salespeople.push({ userId: actor.id, name: actor.name, closedSales: 0, total: 0, commission: 0 });
  const sum = (pick: (line: CommissionLine) => number) =>
    fromCents(salespeople.reduce((cents, line) => cents + toCents(pick(line)), 0));
  return {
    from: query.from,
    to: query.to,
    salespeople,
    total: sum((line) => line.total),
    commission: sum((line) => line.commission),
  };
}

/** The caller's own commission this month so far (São Paulo calendar). */
export async function ownCommissionThisMonth(actor: Actor, now = new Date()): Promise<CommissionLine> {
  const today = saoPauloDate(now);
  const report = await getCommissionReport({ from: monthStart(today), to: today }, actor, { ownLine: true });
  return report.salespeople[0]!;
}
