import "server-only";

import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type PgBoss from "pg-boss";

import { env } from "@/lib/env";
import { retryDelayOf, type JobCatalog, type JobDefinition, type JobRun } from "@/lib/jobs/definitions";
import { discardJobQueue, jobQueue } from "@/lib/jobs/queue";
import { forgetWorkers, rememberWorkers } from "@/lib/jobs/workers";
import { logger } from "@/lib/log/logger";

// Starting and stopping the job queue with the server (instrumentation.ts): pg-boss installs or migrates its
// schema, each queue of the catalog it is handed (lib/job-catalog.ts) gets its workers, each schedule its cron
// (pg-boss lets one instance enqueue each tick, whatever the number of instances). A failed start (database unreachable) is tried again
// until it works; SIGTERM/SIGINT stop the workers, and a job cut short is retried by the next instance to run.

const RETRY_START_AFTER_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

type State = { started: boolean; starting?: Promise<void>; signals?: boolean };
const holder = globalThis as unknown as { jobRuntime?: State };
const state = (holder.jobRuntime ??= { started: false });

function runOf(job: PgBoss.JobWithMetadata<unknown>): JobRun {
  return {
    id: job.id,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    isLastAttempt: job.retryCount >= job.retryLimit,
  };
}

/** A failure's kind, never its message: messages may quote an address or a payload. */
function describe(error: unknown): string {
  if (!error || typeof error !== "object") return typeof error;
  // pg-boss hands workers' errors over as plain objects copied from the Error.
  const { name, code } = error as { name?: unknown; code?: unknown };
  const kind = typeof name === "string" ? name : "Error";
  return typeof code === "string" || typeof code === "number" ? `${kind} (${code})` : kind;
}

const ERROR_LOG_EVERY_MS = 30_000;
const lastLogged = new Map<string, number>();

/** The queue's own errors (a database outage makes every worker fail each poll): one line per kind per 30 s. */
function logQueueError(error: unknown): void {
  const kind = describe(error);
  const now = Date.now();
  if (now - (lastLogged.get(kind) ?? 0) < ERROR_LOG_EVERY_MS) return;
  lastLogged.set(kind, now);
  logger.error(`[jobs] ${kind}`);
}

async function startQueue(boss: PgBoss, job: JobDefinition<unknown>): Promise<void> {
  await boss.createQueue(job.name, {
    name: job.name,
    retryLimit: job.retryLimit ?? 2,
    retryDelay: retryDelayOf(job),
    retryBackoff: job.retryBackoff ?? true,
  });
  const ids: string[] = [];
  for (let worker = 0; worker < (job.concurrency ?? 1); worker++) {
    ids.push(
      await boss.work<unknown>(
        job.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
        async ([item]) => {
          if (!item) return;
          try {
            await job.handler(item.data, runOf(item));
          } catch (error) {
            logger.error(`[jobs] ${job.name} failed: ${describe(error)}`);
            throw error;
          }
        },
      ),
    );
  }
  rememberWorkers(job.name, ids, (id) => boss.notifyWorker(id));
}

async function start(catalog: JobCatalog): Promise<void> {
  const boss = jobQueue();
  boss.on("error", logQueueError);
  await boss.start();
  for (const job of catalog.jobs) await startQueue(boss, job as JobDefinition<unknown>);
  const scheduled = new Set<string>();
  for (const schedule of catalog.schedules) {
    scheduled.add(schedule.name);
    await startQueue(boss, {
      name: schedule.name,
      handler: (_data, run) => schedule.handler(run),
      retryLimit: 0,
      expireInSeconds: schedule.expireInSeconds,
    });
    await boss.schedule(
      schedule.name,
      schedule.cron,
      {},
      {
        tz: schedule.timeZone,
        retryLimit: 0,
        expireInSeconds: schedule.expireInSeconds ?? 300,
      },
    );
  }
  // A schedule removed from the catalog stops with the version that removed it.
  for (const old of await boss.getSchedules()) if (!scheduled.has(old.name)) await boss.unschedule(old.name);
  state.started = true;
}

function stopOnSignals(): void {
  if (state.signals) return;
  state.signals = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopJobs());
}

/**
 * Starts the queue's workers and schedules in this process. Resolves once started, or after a first failed
 * attempt (then it keeps trying in the background), so a database outage does not hold the server's start.
 */
export function startJobs(catalog: JobCatalog): Promise<void> {
  if (state.started) return Promise.resolve();
  stopOnSignals();
  state.starting ??= (async () => {
    try {
      await start(catalog);
    } catch (error) {
      logger.error(
        `[jobs] not started (${describe(error)}); trying again in ${RETRY_START_AFTER_MS / 1000} s`,
      );
      await discardJobQueue();
      setTimeout(() => {
        state.starting = undefined;
        void startJobs(catalog);
      }, RETRY_START_AFTER_MS).unref();
    }
  })();
  return state.starting;
}

/** Stops fetching jobs; a job still running when the timeout passes is failed and retried later. */
export async function stopJobs(): Promise<void> {
  if (!state.started) return;
  state.started = false;
  forgetWorkers();
  await jobQueue()
    .stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS })
    .catch((error: unknown) => logger.error(`[jobs] stop: ${describe(error)}`));
}

/** Waited for at most this long by the server's start; a slower start carries on in the background. */
const START_WAIT_MS = 15_000;

/**
 * instrumentation.ts: starts the queue with the server (not during the build, nor without a database). The first
 * attempt is awaited, within START_WAIT_MS, so requests that enqueue find the queues in place.
 */
export async function startJobsWithServer(catalog: JobCatalog): Promise<void> {
  // Read now, not from lib/env: next.config.ts loads that module before Next.js marks the build phase.
  if (!env.DATABASE_URL || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET)
    logger.warn("[jobs] WEBHOOK_URL is set without WEBHOOK_SECRET: webhook events are sent unsigned");
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    startJobs(catalog),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, START_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
