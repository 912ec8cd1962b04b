import { googleVehiclesFeed } from "@/lib/feeds/queries";
import { feedResponse } from "@/lib/feeds/response";
import { otherMethods } from "@/lib/http/methods";

// GET /feeds/google-vehicles.xml: the available cars for Google Merchant Center (vehicle ads), RSS 2.0.
export const GET = () =>
  feedResponse("google-vehicles.xml", "application/xml; charset=utf-8", googleVehiclesFeed);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
