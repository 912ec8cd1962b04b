import "server-only";

import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { prisma } from "@/lib/db/client";
import { isoDay, saoPauloDate } from "@/lib/format/dates";
import { conflict, notFound } from "@/lib/http/errors";
import { consignmentContract, consignmentSettlement } from "@/lib/consignments/documents";
import { consignmentColumns, toApiConsignment } from "@/lib/consignments/dto";
import {
  CAR_NOT_SOLD_YET,
  consignmentStatus,
  daysFromTo,
  type ConsignmentReportRow,
} from "@/lib/consignments/schema";
import { documentCarColumns, documentDealer, documentPdfResponse } from "@/lib/sales/documents/service";

// Consignment (docs/business-rules.md "Consignment"): its contract and settlement PDFs, and the report of every
// consigned car. The six fields are written with the car (lib/cars/service.ts) and read by staff only.

export const NOT_CONSIGNED = "Este carro não está em consignação";

async function consignedCar(carId: string) {
  const car = await prisma.car.findUnique({
    where: { id: carId },
    select: { ...documentCarColumns, consignment: { select: consignmentColumns } },
  });
  if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const { consignment, ...columns } = car;
  if (!consignment) throw notFound(NOT_CONSIGNED);
  return { car: columns, consignment: toApiConsignment(consignment) };
}

/** GET /api/cars/{id}/consignment/contract.pdf: 'Contrato de Consignação de Veículo'. */
export async function consignmentContractResponse(carId: string): Promise<Response> {
  const { car, consignment } = await consignedCar(carId);
  return documentPdfResponse(consignmentContract({ dealer: documentDealer(), carId, car, consignment }));
}

/** GET /api/cars/{id}/consignment/settlement.pdf: 'Acerto de Consignação', once a sale of the car is closed. */
export async function consignmentSettlementResponse(carId: string): Promise<Response> {
  const { car, consignment } = await consignedCar(carId);
  const sale = await prisma.sale.findFirst({
    where: { carId, status: "closed" },
    orderBy: [{ saleDate: "desc" }, { createdAt: "desc" }],
    select: { salePrice: true, saleDate: true },
  });
  if (!sale) throw conflict(CAR_NOT_SOLD_YET);
  return documentPdfResponse(
    consignmentSettlement({
      dealer: documentDealer(),
      carId,
      car,
      consignment,
      sale: { salePrice: sale.salePrice.toNumber(), saleDate: isoDay(sale.saleDate) },
    }),
  );
}

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
