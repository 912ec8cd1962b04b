"use client";

import { useMemo } from "react";

import { useApiData } from "@/lib/admin/use-api-data";
import type { ApiLeadReceivers } from "@/lib/leads/schema";
import { parseOpeningHours, type OpeningSchedule } from "@/lib/opening-hours/schedule";

/** What the ticket cards need to show owners and clocks: the receivers, the caller's rights, the schedule. */
export type LeadContext = ApiLeadReceivers & { schedule: OpeningSchedule };

/** GET /api/leads/receivers, with OPENING_HOURS parsed once; undefined while it loads (or failed). */
export function useLeadContext(): { context: LeadContext | undefined; failed: boolean } {
  const answer = useApiData<ApiLeadReceivers>("/api/leads/receivers");
  const context = useMemo(
    () =>
      answer.data ? { ...answer.data, schedule: parseOpeningHours(answer.data.openingHours) } : undefined,
    [answer.data],
  );
  return { context, failed: answer.state === "error" };
}
