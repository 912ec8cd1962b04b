import type { CarConsignment } from "@/lib/db/generated/client";
import type { ApiConsignment } from "@/lib/consignments/schema";
import { isoDay } from "@/lib/format/dates";

/** The six columns of a consignment. */
export const consignmentColumns = {
  ownerName: true,
  ownerDocument: true,
  ownerPhone: true,
  netToOwner: true,
  startDate: true,
  endDate: true,
} as const;

/** A consignment row as staff read it: money a number, days "YYYY-MM-DD". */
export function toApiConsignment(row: Pick<CarConsignment, keyof typeof consignmentColumns>): ApiConsignment {
  return {
    ownerName: row.ownerName,
    ownerDocument: row.ownerDocument,
    ownerPhone: row.ownerPhone,
    netToOwner: row.netToOwner.toNumber(),
    startDate: isoDay(row.startDate),
    endDate: isoDay(row.endDate),
  };
}
