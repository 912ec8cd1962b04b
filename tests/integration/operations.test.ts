import { randomBytes } from "node:crypto";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashPassword } from "@/lib/auth/password";
import { createPrismaClient, type Db } from "@/lib/db/connect";
import type { EmbeddedPostgres } from "@/lib/db/embedded";
import { freePort, startTestDatabase, tempDataDir } from "@/tests/helpers/app-server";
import { spawnApp, superviseChild, waitUntilHealthy } from "@/tests/helpers/child-app";
import { sessionFrom } from "@/tests/helpers/auth";
import { apiUrl } from "@/tests/helpers/db";
import { jpegWithGps } from "@/tests/helpers/images";

// API.md "Operations" against the app as `npm start` runs it, on a database of its own (METRICS_TOKEN set, no
// trusted proxy): JSON log lines with the request id of every response, redaction over a whole session, the metrics and
// their counters, liveness apart from readiness while the database is down.

const METRICS_TOKEN = `metricas-${randomBytes(12).toString("hex")}`;
const AUTH_SECRET = "test-secret-0123456789abcdef0123456789abcdef";
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: EmbeddedPostgres;
let app: { baseUrl: string; log(): string; stop(): Promise<void> };
let db: Db;

beforeAll(async () => {
  const dataDir = tempDataDir("dealership-operations");
  database = await startTestDatabase(dataDir);
  db = createPrismaClient(database.url);
  // As `npm start` runs it: the launcher, with Next.js's output through it.
  const port = await freePort();
  const child = spawnApp(path.resolve("node_modules/.bin/tsx"), ["scripts/serve.ts", "start"], {
    port,
    dataDir,
    env: { DATABASE_URL: database.url, AUTH_SECRET, METRICS_TOKEN, TRUST_PROXY: undefined },
  });
  const supervised = superviseChild(child, {
    keepChars: 5_000_000,
    forceKillAfterMs: 30_000,
    sigterm: "child",
  });
  app = { baseUrl: `http://127.0.0.1:${port}`, log: supervised.log, stop: supervised.stop };
  try {
    await waitUntilHealthy(app.baseUrl, child, 120_000);
  } catch (error) {
    await supervised.stop();
    throw new Error(`the app did not start: ${(error as Error).message}\n${supervised.log()}`);
  }
});

afterAll(async () => {
  await app?.stop();
  await db?.$disconnect();
  await database?.stop();
});

type LogLine = Record<string, unknown> & { level: string; time: string; msg: string };

/** Every line the app wrote, each of which must be a JSON object. */
function logLines(): LogLine[] {
  return app
    .log()
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

async function requestLine(requestId: string): Promise<LogLine> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = logLines().find((entry) => entry.requestId === requestId && entry.msg === "request");
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line for request ${requestId}`);
}

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${app.baseUrl}${path}`, {
    redirect: "manual",
    ...init,
    headers: { Origin: app.baseUrl, ...(init.headers as Record<string, string>) },
  });

describe("X-Request-Id and the request log", () => {
  it("is on every response, pages, API answers, errors and files alike, and on its log line", async () => {
    for (const path of ["/", "/cars?marca=Toyota", "/api/cars", "/api/nada", "/robots.txt", "/media/x.jpg"]) {
      const response = await call(path);
      await response.arrayBuffer();
      const id = response.headers.get("x-request-id");
      expect(id, path).toMatch(REQUEST_ID);
      const line = await requestLine(id!);
      expect(line).toMatchObject({
        level: "info",
        method: "GET",
        path: path.split("?")[0],
        status: response.status,
      });
      expect(typeof line.ms).toBe("number");
      expect(Date.parse(line.time)).not.toBeNaN();
    }
  });

  it("ignores an id sent by a client that is no trusted proxy", async () => {
    const response = await call("/api/cars", { headers: { "X-Request-Id": "escolhido-pelo-cliente" } });
    expect(response.headers.get("x-request-id")).toMatch(REQUEST_ID);
  });

  it("keeps a trusted proxy's id when it is valid, and replaces one that is not", async () => {
    // The shared integration server trusts loopback, as behind nginx.
    const kept = await fetch(apiUrl("/api/health/live"), { headers: { "X-Request-Id": "nginx.3f2a_b-9" } });
    expect(kept.headers.get("x-request-id")).toBe("nginx.3f2a_b-9");
    for (const invalid of ["a".repeat(65), "com espaco", "a/b", ""]) {
      const replaced = await fetch(apiUrl("/api/health/live"), { headers: { "X-Request-Id": invalid } });
      expect(replaced.headers.get("x-request-id")).toMatch(REQUEST_ID);
    }
  });

  it("puts the request's id on the lines a route handler logs", async () => {
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_probe() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'recusado'; END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_probe BEFORE INSERT ON "ContactTicket" FOR EACH ROW EXECUTE FUNCTION refuse_probe()`,
    );
    try {
      const response = await call("/api/contact-tickets", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Ana", email: "ana@example.com", phone: "11987654321", message: "Oi" }),
      });
      expect(response.status).toBe(500);
      const id = response.headers.get("x-request-id")!;
      await requestLine(id);
      const lines = logLines().filter((line) => line.requestId === id);
      const error = lines.find((line) => line.level === "error");
      expect(error?.msg).toBe("[POST /api/contact-tickets] unexpected error");
      expect(lines.every((line) => line.pid === lines[0]!.pid)).toBe(true);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS refuse_probe ON "ContactTicket"`);
      await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS refuse_probe()`);
    }
  });
});

describe("what a whole session leaves in the log", () => {
  it("is JSON lines holding no password, cookie, token, secret or query string", async () => {
    const marker = `consulta${randomBytes(5).toString("hex")}`;
    const password = `senha-${randomBytes(6).toString("hex")}`;
    const newPassword = `nova-${randomBytes(6).toString("hex")}`;
    const email = `dono-${randomBytes(4).toString("hex")}@test.local`;
    await db.user.create({
      data: { email, name: "Dono", role: "admin", passwordHash: await hashPassword(password) },
    });
    const visitorPassword = `visitante-${randomBytes(6).toString("hex")}`;
    const signUp = await call("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Visitante", email: `v-${marker}@test.local`, password: visitorPassword }),
    });
    expect(signUp.status).toBe(201);
    const failed = await call("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: `errada-${marker}` }),
    });
    expect(failed.status).toBe(401);
    const login = await call("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const session = sessionFrom(login)!;
    expect(session).not.toBeNull();
    const cookie = { Cookie: session.cookie };
    for (const path of [
      `/cars?q=${marker}&preco=1`,
      `/api/cars?search=${marker}`,
      `/admin?tab=sales&q=${marker}`,
      `/api/sales?q=${marker}`,
      `/api/users/check/outra%40example.com?x=${marker}`,
    ])
      await (await call(path, { headers: cookie })).arrayBuffer();
    const form = new FormData();
    form.set(
      "file",
      new Blob([new Uint8Array(await jpegWithGps(200, 100))], { type: "image/jpeg" }),
      "f.jpg",
    );
    expect(
      (await call(`/api/uploads/images?token=${marker}`, { method: "POST", body: form, headers: cookie }))
        .status,
    ).toBe(201);
    const changed = await call("/api/auth/password", {
      method: "PUT",
      headers: { ...cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ currentPassword: password, newPassword }),
    });
    expect(changed.status).toBe(200);
    const newSession = sessionFrom(changed)!;
    await call("/api/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    await call("/api/metrics", { headers: { Authorization: `Bearer errado-${marker}` } });
    await call("/api/auth/logout", { method: "POST", headers: { Cookie: newSession.cookie } });

    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = app.log();
    const lines = logLines();
    expect(lines.filter((line) => line.msg === "request").length).toBeGreaterThanOrEqual(12);
    for (const secret of [
      password,
      newPassword,
      visitorPassword,
      marker,
      session.token,
      newSession.token,
      METRICS_TOKEN,
      AUTH_SECRET,
      "next-auth.session-token",
      "Bearer",
    ])
      expect(log, secret).not.toContain(secret);
    for (const line of lines) {
      expect(typeof line.level).toBe("string");
      expect(typeof line.msg).toBe("string");
      if (typeof line.path === "string") expect(line.path).not.toMatch(/[?#]/);
    }
  });
});

describe("GET /api/metrics", () => {
  const scrape = async () => {
    const response = await call("/api/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    return response.text();
  };
  const sample = (text: string, series: string, labels: Record<string, string>) => {
    const line = text
      .split("\n")
      .find(
        (candidate) =>
          candidate.startsWith(`${series}{`) &&
          Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
      );
    return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
  };

  it("is 404 without METRICS_TOKEN, 401 without the token or with a wrong one", async () => {
    expect((await fetch(apiUrl("/api/metrics"))).status).toBe(404);
    expect((await call("/api/metrics")).status).toBe(401);
    const wrong = await call("/api/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Token de métricas ausente ou inválido" });
    expect((await call("/api/metrics", { headers: { Authorization: METRICS_TOKEN } })).status).toBe(401);
  });

  it("publishes the named series, and its counters move with the requests, by route template", async () => {
    const before = await scrape();
    for (const series of [
      "http_requests_total",
      "http_request_duration_seconds_bucket",
      'db_pool_connections{state="total"}',
      'db_pool_connections{state="idle"}',
      'db_pool_connections{state="waiting"}',
      "db_pool_max_connections 10",
      "outbox_backlog",
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(before, series).toContain(series);

    const labels = { method: "GET", route: "/api/cars/{id}", status: "404" };
    const ids = [`cm${randomBytes(11).toString("hex")}`, `cm${randomBytes(11).toString("hex")}`];
    for (const id of [...ids, ids[0]!]) await (await call(`/api/cars/${id}`)).arrayBuffer();
    const after = await scrape();
    expect(sample(after, "http_requests_total", labels) - sample(before, "http_requests_total", labels)).toBe(
      3,
    );
    expect(
      sample(after, "http_request_duration_seconds_count", labels) -
        sample(before, "http_request_duration_seconds_count", labels),
    ).toBe(3);
    for (const id of ids) expect(after).not.toContain(id);
    expect(sample(after, "http_requests_total", { route: "/api/metrics", status: "200" })).toBeGreaterThan(0);
  });
});

describe("GET /api/health/live", () => {
  it("answers 200 while the database is down, when readiness answers 503", async () => {
    const live = await call("/api/health/live");
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toContain("no-store");
    expect(await live.json()).toEqual({ status: "ok" });
    await database.stop();
    expect((await call("/api/health")).status).toBe(503);
    const stillLive = await call("/api/health/live");
    expect(stillLive.status).toBe(200);
    expect(await stillLive.json()).toEqual({ status: "ok" });
  });
});
