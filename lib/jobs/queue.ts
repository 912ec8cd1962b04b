import "server-only";

import PgBoss from "pg-boss";

import { env } from "@/lib/env";

// The job queue's client: pg-boss (https://timgit.github.io/pg-boss) on the app's PostgreSQL, in the schema
// `pgboss`, which it creates and migrates itself when it starts. One instance per process, kept on globalThis:
// instrumentation.ts starts it and the route handlers, bundled apart from it, enqueue through the same one.

export const JOB_SCHEMA = "pgboss";

const holder = globalThis as unknown as { jobQueue?: PgBoss };

export function jobQueue(): PgBoss {
  if (!holder.jobQueue) {
    if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set: the job queue needs the database");
    holder.jobQueue = new PgBoss({
      connectionString: env.DATABASE_URL,
      schema: JOB_SCHEMA,
      application_name: "auto-premium-jobs",
      // Workers, the cron clock and the maintenance share these; requests enqueue on their own transaction.
      max: 4,
      // Finished jobs are kept a week for inspection, then deleted by pg-boss's own maintenance, which also fails
      // (and so retries) a job whose instance died while running it, once the job's expiry has passed. It runs
      // every 30 s on one instance, so such a job waits its expiry plus at most that.
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: 30,
    });
  }
  return holder.jobQueue;
}

/** Drops a client whose start failed (pg-boss cannot start the same instance again); the next call makes another. */
export async function discardJobQueue(): Promise<void> {
  const boss = holder.jobQueue;
  holder.jobQueue = undefined;
  await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
}
