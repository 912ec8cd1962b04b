import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

// Encodes photo variants one at a time in a child process of lower CPU priority
// (variant-encoder.worker.mjs), so neither an upload's variants, nor the start-up backfill, nor a crawler
// asking for missing ones can take the CPU from page requests. Each target file is encoded at most once at a
// time: a second request for it shares the first one's work. Requests a visitor waits for ("now") go before the
// background work ("later"), which is promoted when a visitor asks for it meanwhile.

/** Loaded by Node from the project (the server runs from the project's root), not bundled. */
export const VARIANT_WORKER_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "lib",
  "images",
  "variant-encoder.worker.mjs",
);

/** A variant taking longer than this is abandoned (the child is stopped and started again for the next one). */
const JOB_TIMEOUT_MS = 60_000;
/** An idle child is stopped after this long, giving its memory back. */
const IDLE_MS = 30_000;

export type VariantJob = { source: string; target: string; width: number; format: string };
export type Priority = "now" | "later";

type Pending = VariantJob & {
  id: number;
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
};

const queues: Record<Priority, Pending[]> = { now: [], later: [] };
const byTarget = new Map<string, Pending>();
let child: ChildProcess | null = null;
let running: Pending | null = null;
let timer: NodeJS.Timeout | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 1;
const stats = { encoded: 0, failed: 0 };

/** How many variants this process has encoded and failed to encode (tests check that work is shared). */
export function variantEncoderStats(): Readonly<typeof stats> {
  return { ...stats };
}

/** Variants queued or being encoded. */
export function pendingVariantJobs(): number {
  return byTarget.size;
}

function startChild(): ChildProcess {
  const started = fork(VARIANT_WORKER_FILE, [], {
    // Neither the child's output nor its errors belong in the server's streams; its failures come back as
    // messages.
    stdio: ["ignore", "ignore", "ignore", "ipc"],
    execArgv: [],
    serialization: "advanced",
  });
  // The child never keeps the server (or a test run) alive; it exits when the server's channel closes.
  started.unref();
  started.channel?.unref();
  started.on("message", (answer: { id: number; ok: boolean; message?: string }) => {
    if (!running || answer.id !== running.id) return;
    finish(answer.ok ? null : new Error(`variant encoding failed: ${answer.message}`));
  });
  started.on("exit", () => {
    if (child === started) child = null;
    if (running) finish(new Error("variant encoder stopped"));
  });
  started.on("error", () => {
    if (child === started) child = null;
  });
  return started;
}

function finish(error: Error | null) {
  const job = running;
  if (!job) return;
  running = null;
  if (timer) clearTimeout(timer);
  timer = null;
  byTarget.delete(job.target);
  if (error) {
    stats.failed += 1;
    job.reject(error);
  } else {
    stats.encoded += 1;
    job.resolve();
  }
  pump();
}

function pump() {
  if (running) return;
  const job = queues.now.shift() ?? queues.later.shift();
  if (!job) {
    if (child && !idleTimer) {
      idleTimer = setTimeout(() => {
        idleTimer = null;
        if (!running && child) {
          child.kill();
          child = null;
        }
      }, IDLE_MS);
      idleTimer.unref();
    }
    return;
  }
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  running = job;
  child ??= startChild();
  const current = child;
  timer = setTimeout(() => {
    current.kill("SIGKILL");
    if (child === current) child = null;
    finish(new Error(`variant encoding took over ${JOB_TIMEOUT_MS} ms`));
  }, JOB_TIMEOUT_MS);
  timer.unref();
  current.send({
    id: job.id,
    source: job.source,
    target: job.target,
    width: job.width,
    format: job.format,
  });
}

/**
 * Encodes one variant file (resolves once it is written). A job for a target already queued or being encoded
 * is shared, and moved ahead of the background work when asked for "now".
 */
export function encodeVariant(job: VariantJob, priority: Priority): Promise<void> {
  const existing = byTarget.get(job.target);
  if (existing) {
    if (priority === "now") {
      const index = queues.later.indexOf(existing);
      if (index >= 0) {
        queues.later.splice(index, 1);
        queues.now.push(existing);
      }
    }
    return existing.promise;
  }
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Background callers may never look at a failure; it is logged by the caller that cares.
  promise.catch(() => {});
  const pending: Pending = { ...job, id: nextId++, promise, resolve, reject };
  byTarget.set(job.target, pending);
  queues[priority].push(pending);
  pump();
  return promise;
}
