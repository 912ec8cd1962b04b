import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { consignmentSettlementResponse } from "@/lib/consignments/service";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/api/route";

const unknownId = () => notFound(CAR_NOT_FOUND_MESSAGE);

// GET /api/cars/{id}/consignment/settlement.pdf: the 'Acerto de Consignação' after a closed sale of the car;
// 409 'Carro ainda não vendido' before it.
export const GET = route(
  async (_request, { params }) => {
    const { id } = await params;
    return consignmentSettlementResponse(id);
  },
  { path: "/api/cars/{id}/consignment/settlement.pdf", permission: "cars:write", unknownId },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
