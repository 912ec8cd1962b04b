import "server-only";

import { prisma } from "@/lib/db/client";
import { consignmentStatus, daysFromTo, type ConsignmentReportRow } from "@/lib/consignments/schema";
import { isoDay, saoPauloDate } from "@/lib/format/dates";

/**
 * GET /api/reports/consignments: every consigned car, ending soonest first, with the days left to its end date
 * (São Paulo calendar) and whether it is active, expired or sold.
 */
export async function getConsignmentsReport(now = new Date()): Promise<{ cars: ConsignmentReportRow[] }> {
  const rows = await prisma.carConsignment.findMany({
    orderBy: [{ endDate: "asc" }, { carId: "asc" }],
    select: {
      carId: true,
      ownerName: true,
      netToOwner: true,
      endDate: true,
      car: { select: { brand: true, model: true, year: true, status: true } },
    },
  });
  const today = saoPauloDate(now);
  return {
    cars: rows.map((row) => {
      const endDate = isoDay(row.endDate);
      const daysLeft = daysFromTo(today, endDate);
      return {
        carId: row.carId,
        brand: row.car.brand,
        model: row.car.model,
        year: row.car.year,
        ownerName: row.ownerName,
        netToOwner: row.netToOwner.toNumber(),
        endDate,
        daysLeft,
        status: consignmentStatus(row.car.status, daysLeft),
      };
    }),
  };
}
