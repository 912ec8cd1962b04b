import "server-only";

import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { prisma } from "@/lib/db/client";
import { isoDay, saoPauloDate } from "@/lib/format/dates";
import { notFound } from "@/lib/http/errors";
import { reservationReceipt } from "@/lib/reservations/receipt";
import { isReservationActive } from "@/lib/reservations/rules";
import { missingCarDocumentFact } from "@/lib/printed-documents/availability";
import { carDocumentUnavailable } from "@/lib/printed-documents/car-document-error";
import { documentCarColumns, documentDealer, documentPdfResponse } from "@/lib/printed-documents/service";

// The reservation's 'Recibo de Sinal', made on request by the sale documents' renderer. Apart from the
// reservation rules, so the routes that change sales and cars never load the PDF code.

/** GET /api/cars/{id}/reservation/receipt.pdf: the 'Recibo de Sinal' of the active reservation. */
export async function reservationReceiptResponse(carId: string): Promise<Response> {
  const car = await prisma.car.findUnique({
    where: { id: carId },
    select: { ...documentCarColumns, reservations: { where: { endedAt: null }, take: 1 } },
  });
  if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const { reservations, ...carColumns } = car;
  const open = reservations[0];
  const reserved = Boolean(
    open && isReservationActive({ until: isoDay(open.until), endedAt: null }, new Date()),
  );
  const missing = missingCarDocumentFact("reservationReceipt", { reserved });
  if (missing || !open) throw carDocumentUnavailable(missing ?? "reserved");
  const document = reservationReceipt({
    dealer: documentDealer(),
    car: carColumns,
    reservation: {
      id: open.id,
      clientName: open.clientName,
      clientPhone: open.clientPhone,
      deposit: open.deposit.toNumber(),
      until: isoDay(open.until),
      receivedOn: saoPauloDate(open.createdAt),
    },
  });
  return documentPdfResponse(document);
}
