import { TIME_ZONE } from "@/lib/constants/locale";

// What runs on the job queue (lib/jobs/README in docs/business-rules.md "Job queue"): a job is work handed to the
// queue by a transaction and run once by one instance, retried with growing delays when it throws; a schedule is a
// cron expression in São Paulo time whose run happens once across every running instance. No server imports: the
// definitions are plain data, listed in lib/job-catalog.ts.

/** What a handler learns of the job it runs. */
export type JobRun = {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** No attempt follows this one if it throws. */
  isLastAttempt: boolean;
};

export type JobDefinition<Data> = {
  /** The queue's name: letters, digits, `.`, `-` and `_`. */
  name: string;
  handler: (data: Data, run: JobRun) => Promise<void>;
  /** Attempts after the first (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30), doubled at each later one when `retryBackoff` (default true). */
  retryDelaySeconds?: number | (() => number);
  retryBackoff?: boolean;
  /** A run longer than this is counted as failed (default 300). */
  expireInSeconds?: number;
  /** Jobs of this queue one instance runs at once (default 1). */
  concurrency?: number;
  /** How often an idle instance looks for jobs (default 2 s). */
  pollingIntervalSeconds?: number;
};

/** What enqueueing a job reads of it: its queue's name and retry settings, never its handler. */
export type JobQueue<Data> = Omit<JobDefinition<Data>, "handler">;

export type ScheduleDefinition = {
  name: string;
  /** Five fields, minute first: `0 3 * * *` is every day at 03:00. */
  cron: string;
  /** The cron's time zone (default America/Sao_Paulo). */
  timeZone?: string;
  handler: (run: JobRun) => Promise<void>;
  /** A run longer than this is counted as failed (default 300). */
  expireInSeconds?: number;
};

/** Every queue and schedule the app runs (lib/job-catalog.ts), handed to the runtime at the server's start. */
export type JobCatalog = {
  jobs: ReadonlyArray<JobDefinition<never>>;
  schedules: readonly ScheduleDefinition[];
};

export function defineJob<Data>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}

export function defineSchedule(definition: ScheduleDefinition): ScheduleDefinition {
  return { timeZone: TIME_ZONE, ...definition };
}

/** The retry delay of a job now (some read it from the environment). */
export function retryDelayOf(definition: Pick<JobDefinition<unknown>, "retryDelaySeconds">): number {
  const delay = definition.retryDelaySeconds;
  return typeof delay === "function" ? delay() : (delay ?? 30);
}
