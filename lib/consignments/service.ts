import "server-only";

import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { prisma } from "@/lib/db/client";
import { isoDay } from "@/lib/format/dates";
import { notFound } from "@/lib/http/errors";
import { consignmentContract, consignmentSettlement } from "@/lib/consignments/documents";
import { consignmentColumns, toApiConsignment } from "@/lib/consignments/dto";
import { carDocumentUnavailable } from "@/lib/printed-documents/car-document-error";
import { missingCarDocumentFact } from "@/lib/printed-documents/availability";
import { documentCarColumns, documentDealer, documentPdfResponse } from "@/lib/printed-documents/service";

// A consignment's contract and settlement PDFs (docs/business-rules.md "Consignment"), made on request by the sale
// documents' renderer, when lib/printed-documents/availability.ts allows them. The six fields are written with the
// car (lib/cars/service.ts) and read by staff only.

async function consignedCar(carId: string) {
  const car = await prisma.car.findUnique({
    where: { id: carId },
    select: { ...documentCarColumns, consignment: { select: consignmentColumns } },
  });
  if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const { consignment, ...columns } = car;
  return { car: columns, consignment: consignment && toApiConsignment(consignment) };
}

/** GET /api/cars/{id}/consignment/contract.pdf: 'Contrato de Consignação de Veículo'. */
export async function consignmentContractResponse(carId: string): Promise<Response> {
  const { car, consignment } = await consignedCar(carId);
  const missing = missingCarDocumentFact("consignmentContract", { consigned: consignment !== null });
  if (missing || !consignment) throw carDocumentUnavailable(missing ?? "consigned");
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
  const missing = missingCarDocumentFact("consignmentSettlement", {
    consigned: consignment !== null,
    sold: sale !== null,
  });
  if (missing || !consignment || !sale) throw carDocumentUnavailable(missing ?? "sold");
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
