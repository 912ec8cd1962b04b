import { route } from "@/lib/api/route";
import { consignmentContractResponse } from "@/lib/consignments/service";
import { otherMethods } from "@/lib/http/methods";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";

// GET /api/cars/{id}/consignment/contract.pdf: the 'Contrato de Consignação de Veículo' of a consigned car.
export const GET = route(
  async (_request, { params }) => consignmentContractResponse((await params).id),
  carEndpoints.consignmentContract,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
