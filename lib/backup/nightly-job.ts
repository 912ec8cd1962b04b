import { NIGHTLY_BACKUP_CRON, NIGHTLY_BACKUP_TIME_ZONE, runScheduledBackup } from "@/lib/backup/scheduled";
import { defineSchedule } from "@/lib/jobs/definitions";

// The nightly backup on the app's job queue (lib/job-catalog.ts), its only scheduler: pg-boss enqueues one run
// per tick across every instance, and the backup lock makes a run that meets a manual `npm run backup` skip.

/** A long backup is still one run: pg-boss counts it failed (never retried) only after this. */
const BACKUP_MAX_SECONDS = 6 * 60 * 60;

export const nightlyBackup = defineSchedule({
  name: "nightly-backup",
  cron: NIGHTLY_BACKUP_CRON,
  timeZone: NIGHTLY_BACKUP_TIME_ZONE,
  handler: async () => {
    await runScheduledBackup();
  },
  expireInSeconds: BACKUP_MAX_SECONDS,
});
