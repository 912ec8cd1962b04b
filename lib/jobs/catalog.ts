import "server-only";

import { nightlyBackup } from "@/lib/backup/nightly-job";
import type { JobDefinition, ScheduleDefinition } from "@/lib/jobs/definitions";
import { escalationSweep, leadEscalation } from "@/lib/leads/escalation-job";
import { outboxDelivery } from "@/lib/outbox/delivery";

// Every queue and schedule the app runs (docs/business-rules.md "Job queue"). A new one is defined in its area
// with defineJob / defineSchedule and listed here; lib/jobs/runtime.ts starts them all with the server.

export const JOBS: ReadonlyArray<JobDefinition<never>> = [outboxDelivery, leadEscalation];

export const SCHEDULES: readonly ScheduleDefinition[] = [escalationSweep, nightlyBackup];
