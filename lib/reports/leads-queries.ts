import "server-only";

import { TIME_ZONE } from "@/lib/constants/locale";
import { prisma } from "@/lib/db/client";
import { RECEIVER_WHERE } from "@/lib/leads/receivers";
import type { FunnelQuery } from "@/lib/reports/funnel";
import {
  minutesOf,
  percentOf,
  type LeadFigures,
  type LeadSalesperson,
  type LeadsReport,
} from "@/lib/reports/leads";

// GET /api/reports/leads, read from the lead timeline and the tickets' first-response columns:
// - assigned: `assigned` and `escalated` events naming a new owner in the period (a lead passed on counts for
//   both owners);
// - responded, median and within target: leads whose first response fell in the period, credited to the owner
//   whose clock it stopped (lib/leads/staff.ts), their opening-hours seconds and whether it came by the due time;
// - escalated: escalations in the period of leads each owner held;
// - closedSales: their sales that became closed in the period (closedAt; the sale date for sales closed before
//   it was recorded).
// The people listed are those with a figure in the period and every current receiver.

type Count = { id: string | null; n: number };
type Responses = { id: string | null; n: number; median: number | null; within: number | null };

const UNKNOWN_NAME = "(conta removida)";

export async function getLeadsReport(query: FunnelQuery): Promise<LeadsReport> {
  const { from, to } = query;
  const [assigned, escalated, responses, totals, closed, receivers] = await Promise.all([
    prisma.$queryRaw<Count[]>`
      SELECT "assigneeId" AS id, count(*)::int AS n FROM "LeadEvent"
      WHERE "type" IN ('assigned', 'escalated') AND "assigneeId" IS NOT NULL
        AND "at" >= ((${from}::date)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
        AND "at" < ((${to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
      GROUP BY 1`,
    prisma.$queryRaw<Count[]>`
      SELECT "previousOwnerId" AS id, count(*)::int AS n FROM "LeadEvent"
      WHERE "type" = 'escalated'
        AND "at" >= ((${from}::date)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
        AND "at" < ((${to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
      GROUP BY 1`,
    prisma.$queryRaw<Responses[]>`
      SELECT "firstResponseOwnerId" AS id, count(*)::int AS n,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY "firstResponseSeconds")::float8 AS median,
        avg(CASE WHEN "firstResponseAt" <= "responseDueAt" THEN 1 ELSE 0 END)::float8 AS within
      FROM "ContactTicket"
      WHERE "firstResponseAt" >= ((${from}::date)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
        AND "firstResponseAt" < ((${to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
      GROUP BY 1`,
    prisma.$queryRaw<Responses[]>`
      SELECT NULL AS id, count(*)::int AS n,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY "firstResponseSeconds")::float8 AS median,
        avg(CASE WHEN "firstResponseAt" <= "responseDueAt" THEN 1 ELSE 0 END)::float8 AS within
      FROM "ContactTicket"
      WHERE "firstResponseAt" >= ((${from}::date)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
        AND "firstResponseAt" < ((${to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'`,
    prisma.$queryRaw<Count[]>`
      SELECT "salespersonId" AS id, count(*)::int AS n FROM "Sale"
      WHERE "status" = 'closed' AND "salespersonId" IS NOT NULL AND (
        ("closedAt" >= ((${from}::date)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
          AND "closedAt" < ((${to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC')
        OR ("closedAt" IS NULL AND "saleDate" BETWEEN ${from}::date AND ${to}::date))
      GROUP BY 1`,
    prisma.user.findMany({ where: RECEIVER_WHERE, select: { id: true } }),
  ]);

  const byId = <T extends { id: string | null }>(rows: T[]) =>
    new Map(rows.filter((row) => row.id !== null).map((row) => [row.id as string, row]));
  const assignedBy = byId(assigned);
  const escalatedBy = byId(escalated);
  const respondedBy = byId(responses);
  const closedBy = byId(closed);
  const ids = new Set([
    ...assignedBy.keys(),
    ...escalatedBy.keys(),
    ...respondedBy.keys(),
    ...closedBy.keys(),
    ...receivers.map((receiver) => receiver.id),
  ]);
  const users = await prisma.user.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, name: true },
  });
  const names = new Map(users.map((user) => [user.id, user.name]));

  const salespeople: LeadSalesperson[] = [...ids]
    .map((userId) => {
      const response = respondedBy.get(userId);
      return {
        userId,
        name: names.get(userId) ?? UNKNOWN_NAME,
        assigned: assignedBy.get(userId)?.n ?? 0,
        responded: response?.n ?? 0,
        medianFirstResponseMinutes: minutesOf(response?.median ?? null),
        withinSlaPercent: percentOf(response?.within ?? null),
        escalated: escalatedBy.get(userId)?.n ?? 0,
        closedSales: closedBy.get(userId)?.n ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR") || a.userId.localeCompare(b.userId));

  const all = totals[0];
  const total: LeadFigures = {
    assigned: assigned.reduce((sum, row) => sum + row.n, 0),
    responded: all?.n ?? 0,
    medianFirstResponseMinutes: minutesOf(all?.median ?? null),
    withinSlaPercent: percentOf(all?.within ?? null),
    escalated: escalated.reduce((sum, row) => sum + row.n, 0),
  };
  return { salespeople, totals: total };
}
