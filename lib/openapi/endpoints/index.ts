import type { Endpoint } from "@/lib/openapi/endpoint";
import { adminEndpoints } from "@/lib/openapi/endpoints/admin";
import { analyticsEndpoints } from "@/lib/openapi/endpoints/analytics";
import { authEndpoints } from "@/lib/openapi/endpoints/auth";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";
import { documentEndpoints, expenseEndpoints } from "@/lib/openapi/endpoints/files";
import { invoiceEndpoints } from "@/lib/openapi/endpoints/invoices";
import { outboxEndpoints } from "@/lib/openapi/endpoints/outbox";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";
import { saleEndpoints } from "@/lib/openapi/endpoints/sales";
import { systemEndpoints } from "@/lib/openapi/endpoints/system";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";
import { userEndpoints } from "@/lib/openapi/endpoints/users";

// Every declared route, area by area (the name is how route files refer to them): the OpenAPI document reads them
// here. The few routes that cannot declare themselves this way are described in lib/openapi/operations.ts.
export const DECLARED_AREAS: Record<string, Record<string, Endpoint>> = {
  systemEndpoints,
  authEndpoints,
  carEndpoints,
  saleEndpoints,
  ticketEndpoints,
  invoiceEndpoints,
  expenseEndpoints,
  documentEndpoints,
  userEndpoints,
  adminEndpoints,
  reportEndpoints,
  outboxEndpoints,
  analyticsEndpoints,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(DECLARED_AREAS).flatMap((area) =>
  Object.values(area),
);
