import "server-only";

import { nightlyBackup } from "@/lib/backup/nightly-job";
import type { JobCatalog } from "@/lib/jobs/definitions";
import { escalationSweep, leadEscalation } from "@/lib/leads/escalation-job";
import { outboxDelivery } from "@/lib/outbox/delivery";

// Every queue and schedule the app runs (docs/business-rules.md "Job queue"). A new one is defined in its area
// with defineJob / defineSchedule and listed here; instrumentation.ts hands this list to lib/jobs/runtime.ts,
// which starts them all with the server. It lives outside lib/jobs so the queue itself imports no area.

export const JOB_CATALOG: JobCatalog = {
  jobs: [outboxDelivery, leadEscalation],
  schedules: [escalationSweep, nightlyBackup],
};
