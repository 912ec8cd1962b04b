import { route } from "@/lib/api/route";
import { consignmentSettlementResponse } from "@/lib/consignments/service";
import { otherMethods } from "@/lib/http/methods";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";

// GET /api/cars/{id}/consignment/settlement.pdf: the 'Acerto de Consignação' after a closed sale of the car;
// 409 'Carro ainda não vendido' before it.
export const GET = route(
  async (_request, { params }) => consignmentSettlementResponse((await params).id),
  carEndpoints.consignmentSettlement,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
