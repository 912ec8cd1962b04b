import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";
import { reservationReceiptResponse } from "@/lib/reservations/receipt-service";

// GET /api/cars/{id}/reservation/receipt.pdf: the active reservation's 'Recibo de Sinal' as a PDF attachment;
// 404 when the car has none.
export const GET = route(
  async (_request, { params }) => reservationReceiptResponse((await params).id),
  carEndpoints.reservationReceipt,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
