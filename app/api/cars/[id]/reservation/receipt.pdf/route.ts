import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/api/route";
import { reservationReceiptResponse } from "@/lib/reservations/receipt-service";

const unknownId = () => notFound(CAR_NOT_FOUND_MESSAGE);

// GET /api/cars/{id}/reservation/receipt.pdf: the active reservation's 'Recibo de Sinal' as a PDF attachment;
// 404 when the car has none.
export const GET = route(
  async (_request, { params }) => {
    const { id } = await params;
    return reservationReceiptResponse(id);
  },
  { path: "/api/cars/{id}/reservation/receipt.pdf", permission: "cars:write", unknownId },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
