import { metaVehiclesFeed } from "@/lib/feeds/queries";
import { feedResponse } from "@/lib/feeds/response";
import { otherMethods } from "@/lib/http/methods";

// GET /feeds/meta-vehicles.csv: the available cars for Meta's automotive inventory catalog, CSV (RFC 4180).
export const GET = () => feedResponse("meta-vehicles.csv", "text/csv; charset=utf-8", metaVehiclesFeed);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
