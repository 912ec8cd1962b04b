import "server-only";

import { env } from "@/lib/env";
import { parseOpeningHours, type OpeningSchedule } from "@/lib/opening-hours/schedule";

// The dealer's schedule from OPENING_HOURS (validated when the environment is read, so this cannot throw).

let schedule: OpeningSchedule | undefined;

export function openingSchedule(): OpeningSchedule {
  schedule ??= parseOpeningHours(env.OPENING_HOURS);
  return schedule;
}
