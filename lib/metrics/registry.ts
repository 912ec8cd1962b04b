import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import { appDatabasePool } from "@/lib/metrics/database-pool";

// The Prometheus series of GET /api/metrics (API.md "Operations"): HTTP requests by route template, method and
// status (counts and durations), the database pool, the outbox backlog and Node.js's own process metrics. One
// registry per process on globalThis: Next.js may load this module into several bundles. Labels are bounded:
// routes are templates (lib/metrics/route-label.ts), never raw paths.

const KEY = Symbol.for("auto-premium.metrics");

/** How many messages wait in the outbox; set by the outbox's own module (none: the series is left out). */
export type BacklogReader = () => Promise<number>;

type Metrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  durations: Histogram<"method" | "route" | "status">;
  backlog: { read?: BacklogReader };
};

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the app's PostgreSQL pool: open (total), idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = appDatabasePool();
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "db_pool_max_connections",
    help: "The most connections the app's PostgreSQL pool opens",
    registers: [registry],
    collect() {
      const max = appDatabasePool()?.options.max;
      if (typeof max === "number") this.set(max);
    },
  });
  const backlog: Metrics["backlog"] = {};
  new Gauge({
    name: "outbox_backlog",
    help: "Outbox messages not yet delivered",
    registers: [registry],
    async collect() {
      if (backlog.read) this.set(await backlog.read());
    },
  });
  return { registry, requests, durations, backlog };
}

export function metrics(): Metrics {
  const holder = globalThis as { [KEY]?: Metrics };
  holder[KEY] ??= createMetrics();
  return holder[KEY];
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method: METHODS.has(method) ? method : "OTHER", route, status: String(status) };
  const { requests, durations } = metrics();
  requests.inc(labels);
  durations.observe(labels, seconds);
}

/** Publishes the outbox backlog: the outbox calls it once with a function that counts the undelivered messages. */
export function registerOutboxBacklog(read: BacklogReader): void {
  metrics().backlog.read = read;
}
