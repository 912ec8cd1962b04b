import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { consignmentContractResponse } from "@/lib/consignments/service";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/api/route";

const unknownId = () => notFound(CAR_NOT_FOUND_MESSAGE);

// GET /api/cars/{id}/consignment/contract.pdf: the 'Contrato de Consignação de Veículo' of a consigned car.
export const GET = route(
  async (_request, { params }) => {
    const { id } = await params;
    return consignmentContractResponse(id);
  },
  { path: "/api/cars/{id}/consignment/contract.pdf", permission: "cars:write", unknownId },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
