import "server-only";

import type { Tx } from "@/lib/db/tx";
import { retryDelayOf, type JobDefinition, type JobQueue } from "@/lib/jobs/definitions";
import { jobQueue } from "@/lib/jobs/queue";
import { wakeWorkers } from "@/lib/jobs/workers";

// Handing work to the queue inside the caller's transaction: the job row is written by that transaction, so the
// job exists exactly when the change that needs it commits (pg-boss's `db` option runs its insert on the
// transaction's connection).

function onTransaction(tx: Tx) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...values.map((value) => value ?? null));
      return { rows };
    },
  };
}

/**
 * Adds a job to `definition`'s queue within the transaction `tx`; it runs after the transaction commits (at
 * `startAfter` when given). Returns the job's id (`id` when given: a UUID chosen by the caller).
 */
export async function enqueueJob<Data extends object>(
  tx: Tx,
  definition: JobQueue<Data>,
  data: Data,
  options: { startAfter?: Date; id?: string } = {},
): Promise<string> {
  const id = await jobQueue().send(definition.name, data, {
    db: onTransaction(tx),
    id: options.id,
    startAfter: options.startAfter,
    retryLimit: definition.retryLimit ?? 2,
    retryDelay: retryDelayOf(definition),
    retryBackoff: definition.retryBackoff ?? true,
    expireInSeconds: definition.expireInSeconds ?? 300,
  });
  if (!id) throw new Error(`The job queue ${definition.name} does not exist: the job queue has not started`);
  return id;
}

/** After a commit that enqueued jobs: this instance's idle workers of the queue look for them now. */
export function runSoon(definition: Pick<JobDefinition<never>, "name">): void {
  wakeWorkers(definition.name);
}
