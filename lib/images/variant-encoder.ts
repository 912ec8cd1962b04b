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
  sentTo?: ChildProcess;
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
};

type EncoderState = {
  queues: Record<Priority, Pending[]>;
  byTarget: Map<string, Pending>;
  child: ChildProcess | null;
  running: Pending | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
  nextId: number;
  stats: { encoded: number; failed: number };
};

// One encoder per process: the route handlers and instrumentation.ts are bundled apart, each with its own copy
// of this module, and they must share one queue (and one child) for work to be shared.
const STATE_KEY = Symbol.for("auto-premium.photo-variant-encoder");
const state: EncoderState =
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] as EncoderState | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] = {
    queues: { now: [], later: [] },
    byTarget: new Map(),
    child: null,
    running: null,
    timer: null,
    idleTimer: null,
    nextId: 1,
    stats: { encoded: 0, failed: 0 },
  } satisfies EncoderState);

/** How many variants this process has encoded and failed to encode (tests check that work is shared). */
export function variantEncoderStats(): Readonly<typeof state.stats> {
  return { ...state.stats };
}

/** Variants queued or being encoded. */
export function pendingVariantJobs(): number {
  return state.byTarget.size;
}

function startChild(): ChildProcess {
  const started = fork(VARIANT_WORKER_FILE, [], {
    // Neither the child's output nor its errors belong in the server's streams; its failures come back as
    // messages.
    stdio: ["ignore", "ignore", "ignore", "ipc"],
    execArgv: [],
    serialization: "advanced",
  });
  // The child never keeps the server (or a test run) alive; it exits when the server's channel closes, and when
  // the server exits first it is killed on the way out: a child busy at low priority may take long to notice.
  started.unref();
  started.channel?.unref();
  const killOnExit = () => started.kill("SIGKILL");
  process.once("exit", killOnExit);
  started.once("exit", () => process.off("exit", killOnExit));
  started.on("message", (answer: { id: number; ok: boolean; message?: string }) => {
    if (!state.running || answer.id !== state.running.id) return;
    finish(answer.ok ? null : new Error(`variant encoding failed: ${answer.message}`));
  });
  started.on("exit", () => {
    if (state.child === started) state.child = null;
    if (state.running?.sentTo === started) finish(new Error("variant encoder stopped"));
  });
  started.on("error", () => {
    if (state.child === started) state.child = null;
  });
  return started;
}

function finish(error: Error | null) {
  const job = state.running;
  if (!job) return;
  state.running = null;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.byTarget.delete(job.target);
  if (error) {
    state.stats.failed += 1;
    job.reject(error);
  } else {
    state.stats.encoded += 1;
    job.resolve();
  }
  pump();
}

function pump() {
  if (state.running) return;
  const job = state.queues.now.shift() ?? state.queues.later.shift();
  if (!job) {
    if (state.child && !state.idleTimer) {
      state.idleTimer = setTimeout(() => {
        state.idleTimer = null;
        if (!state.running && state.child) {
          state.child.kill();
          state.child = null;
        }
      }, IDLE_MS);
      state.idleTimer.unref();
    }
    return;
  }
  if (state.idleTimer) clearTimeout(state.idleTimer);
  state.idleTimer = null;
  state.running = job;
  state.child ??= startChild();
  const current = state.child;
  job.sentTo = current;
  state.timer = setTimeout(() => {
    current.kill("SIGKILL");
    if (state.child === current) state.child = null;
    finish(new Error(`variant encoding took over ${JOB_TIMEOUT_MS} ms`));
  }, JOB_TIMEOUT_MS);
  state.timer.unref();
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
  const existing = state.byTarget.get(job.target);
  if (existing) {
    if (priority === "now") {
      const index = state.queues.later.indexOf(existing);
      if (index >= 0) {
        state.queues.later.splice(index, 1);
        state.queues.now.push(existing);
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
  const pending: Pending = { ...job, id: state.nextId++, promise, resolve, reject };
  state.byTarget.set(job.target, pending);
  state.queues[priority].push(pending);
  pump();
  return promise;
}
