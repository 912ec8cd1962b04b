import "server-only";

import { TIME_ZONE } from "@/lib/constants/locale";
import { prisma } from "@/lib/db/client";
import { isoDay, saoPauloDate } from "@/lib/format/dates";
import {
  FUNNEL_MAX_CARS,
  stockAge,
  type FunnelCar,
  type FunnelQuery,
  type FunnelReport,
  type StockAgeReport,
} from "@/lib/reports/funnel";

type FunnelRecord = {
  carId: string | null;
  brand: string | null;
  model: string | null;
  year: string | null;
  views: number | null;
  whatsappClicks: number | null;
  phoneClicks: number | null;
  proposals: number | null;
  appointments: number | null;
  sold: boolean | null;
  daysInStock: number | null;
  totalViews: number;
  totalWhatsappClicks: number;
  totalPhoneClicks: number;
  totalProposals: number;
  totalAppointments: number;
  totalSold: number;
};

/**
 * GET /api/reports/funnel: per car, what happened in the period's São Paulo days, read in one query:
 * - views and clicks from the daily counts (`AnalyticsDaily`, which outlives the pruning of the events; its key
 *   starts with the day, so the period is one index range);
 * - proposals: tickets about the car (subject interesse-veiculo, or status proposal) created in the period, and
 *   appointments: its tickets with subject agendamento-visita (a visit booking makes one) — both through the
 *   tickets' createdAt index, the day bounds turned into instants in São Paulo's zone;
 * - sold: a closed sale of the car dated in the period (the sales' status-and-date index).
 * The cars are those available now (the stock on show, even when nothing happened to it) and every car with
 * something in the period; a deleted car keeps none of these rows (its counts and tickets lose it). At most
 * FUNNEL_MAX_CARS rows, most viewed first; the totals cover every car of the period, counted in the same pass.
 */
export async function getFunnelReport(query: FunnelQuery, now = new Date()): Promise<FunnelReport> {
  const today = saoPauloDate(now);
  const records = await prisma.$queryRaw<FunnelRecord[]>`
  WITH daily AS (
    SELECT d."carId",
           (sum(d."count") FILTER (WHERE d."action" = 'view'))::int AS "views",
           (sum(d."count") FILTER (WHERE d."action" = 'whatsapp_click'))::int AS "whatsappClicks",
           (sum(d."count") FILTER (WHERE d."action" = 'phone_click'))::int AS "phoneClicks"
    FROM "AnalyticsDaily" d
    WHERE d."day" BETWEEN ${query.from}::date AND ${query.to}::date
    GROUP BY d."carId"
  ),
  tickets AS (
    SELECT t."carId",
           (count(*) FILTER (WHERE t."subject" = 'agendamento-visita'))::int AS "appointments",
           (count(*) FILTER (WHERE t."subject" <> 'agendamento-visita'
                              AND (t."subject" = 'interesse-veiculo' OR t."status" = 'proposal')))::int AS "proposals"
    FROM "ContactTicket" t
    WHERE t."carId" IS NOT NULL
      AND t."createdAt" >= ((${query.from}::date)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
      AND t."createdAt" < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE 'UTC'
    GROUP BY t."carId"
  ),
  sold AS (
    SELECT DISTINCT s."carId" FROM "Sale" s
    WHERE s."status" = 'closed' AND s."saleDate" BETWEEN ${query.from}::date AND ${query.to}::date
      AND s."carId" IS NOT NULL
  ),
  funnel AS (
    SELECT c."id" AS "carId", c."brand", c."model", c."year", c."createdAt",
           coalesce(d."views", 0) AS "views", coalesce(d."whatsappClicks", 0) AS "whatsappClicks",
           coalesce(d."phoneClicks", 0) AS "phoneClicks", coalesce(t."proposals", 0) AS "proposals",
           coalesce(t."appointments", 0) AS "appointments", (s."carId" IS NOT NULL) AS "sold",
           greatest(0,
             CASE WHEN c."status" = 'sold' THEN coalesce(
               (SELECT max(x."saleDate") FROM "Sale" x WHERE x."carId" = c."id" AND x."status" = 'closed'),
               ${today}::date)
             ELSE ${today}::date END
             - coalesce(c."purchaseDate", ((c."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${TIME_ZONE})::date)
           )::int AS "daysInStock"
    FROM "Car" c
    LEFT JOIN daily d ON d."carId" = c."id"
    LEFT JOIN tickets t ON t."carId" = c."id"
    LEFT JOIN sold s ON s."carId" = c."id"
    WHERE c."status" = 'available' OR d."carId" IS NOT NULL OR t."carId" IS NOT NULL OR s."carId" IS NOT NULL
  ),
  totals AS (
    SELECT coalesce(sum("views"), 0)::int AS "totalViews",
           coalesce(sum("whatsappClicks"), 0)::int AS "totalWhatsappClicks",
           coalesce(sum("phoneClicks"), 0)::int AS "totalPhoneClicks",
           coalesce(sum("proposals"), 0)::int AS "totalProposals",
           coalesce(sum("appointments"), 0)::int AS "totalAppointments",
           (count(*) FILTER (WHERE "sold"))::int AS "totalSold"
    FROM funnel
  ),
  page AS (
    SELECT * FROM funnel
    ORDER BY "views" DESC, "proposals" DESC, "createdAt" DESC, "carId" COLLATE "C"
    LIMIT ${FUNNEL_MAX_CARS}
  )
  SELECT p."carId", p."brand", p."model", p."year", p."views", p."whatsappClicks", p."phoneClicks",
         p."proposals", p."appointments", p."sold", p."daysInStock", totals.*
  FROM totals LEFT JOIN page p ON true
  ORDER BY p."views" DESC, p."proposals" DESC, p."createdAt" DESC, p."carId" COLLATE "C"`;

  const sums = records[0]!;
  return {
    cars: records.flatMap((record): FunnelCar[] =>
      record.carId === null
        ? []
        : [
            {
              carId: record.carId,
              brand: record.brand ?? "",
              model: record.model ?? "",
              year: record.year ?? "",
              views: record.views ?? 0,
              whatsappClicks: record.whatsappClicks ?? 0,
              phoneClicks: record.phoneClicks ?? 0,
              proposals: record.proposals ?? 0,
              appointments: record.appointments ?? 0,
              sold: record.sold ?? false,
              daysInStock: record.daysInStock ?? 0,
            },
          ],
    ),
    totals: {
      views: sums.totalViews,
      whatsappClicks: sums.totalWhatsappClicks,
      phoneClicks: sums.totalPhoneClicks,
      proposals: sums.totalProposals,
      appointments: sums.totalAppointments,
      sold: sums.totalSold,
    },
  };
}

/** GET /api/reports/stock-age: the available cars (at most 100), oldest first, with their mean age and alerts. */
export async function getStockAge(now = new Date()): Promise<StockAgeReport> {
  const cars = await prisma.car.findMany({
    where: { status: "available" },
    select: {
      id: true,
      brand: true,
      model: true,
      year: true,
      price: true,
      purchaseDate: true,
      createdAt: true,
    },
  });
  return stockAge(
    cars.map((car) => ({
      carId: car.id,
      brand: car.brand,
      model: car.model,
      year: car.year,
      price: car.price.toNumber(),
      purchaseDate: car.purchaseDate ? isoDay(car.purchaseDate) : null,
      createdDay: saoPauloDate(car.createdAt),
    })),
    saoPauloDate(now),
  );
}
