import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";
import pg from "pg";
import { describe, expect, it } from "vitest";

import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { SERVICE_UNAVAILABLE } from "@/lib/http/errors";

import { startNext, startTestDatabase, tempDataDir } from "../helpers/app-server";

import { backgroundLoad, randomAddress, seedMinimal, seedSoldCar, signIn, sleep } from "./support";

// PostgreSQL stops (or dies) while visitors keep coming: nothing may crash, the API says so in pt-BR, and
// everything comes back by itself once the database is back.

describe("the database goes away under load", () => {
  it("answers health 503 within 5 s, API 503 in pt-BR, pages a friendly error; recovers without a restart", async () => {
    const dataDir = tempDataDir("dealership-fault-db");
    let database = await startTestDatabase(dataDir);
    const { user, car } = await seedMinimal(database.url);
    const sold = await seedSoldCar(database.url);
    const app = await startNext({ databaseUrl: database.url, dataDir });
    const base = app.baseUrl;
    try {
      const cookie = await signIn(base, user.email, user.password);
      const proposal = (name: string) => ({
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": randomAddress() },
        body: JSON.stringify({
          name,
          email: "ana@example.com",
          phone: "11987654321",
          message: "Tenho interesse.",
          carId: car.id,
        }),
      });
      for (const path of ["/", "/cars", `/car/${car.id}`, "/about", "/api/cars"])
        expect((await fetch(`${base}${path}`)).status).toBe(200);

      const load = backgroundLoad(base, [
        { path: "/" },
        { path: `/car/${car.id}` },
        { path: "/cars?brand=Toyota" },
        { path: "/api/cars" },
        { path: "/api/health" },
        {
          path: "/api/analytics/track",
          init: {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ carId: car.id, action: "view" }),
          },
        },
      ]);
      await sleep(1_000);

      const port = database.port;
      await database.stop();
      const stoppedAt = Date.now();
      let health = await fetch(`${base}/api/health`);
      while (health.status !== 503 && Date.now() - stoppedAt < 10_000) {
        await sleep(100);
        health = await fetch(`${base}/api/health`);
      }
      expect(health.status).toBe(503);
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
      expect(await health.json()).toEqual({ status: "error", db: "down" });

      // Routes that need the database say so, in pt-BR, with a JSON body.
      const ticket = await fetch(`${base}/api/contact-tickets`, proposal("Durante a queda"));
      expect(ticket.status).toBe(503);
      expect(await ticket.json()).toEqual({ error: SERVICE_UNAVAILABLE });
      const list = await fetch(`${base}/api/contact-tickets`, { headers: { Cookie: cookie } });
      expect(list.status).toBe(503);
      expect(await list.json()).toEqual({ error: SERVICE_UNAVAILABLE });

      // Cached showroom pages keep being served; a page that needs the database shows the friendly error.
      expect((await fetch(`${base}/car/${car.id}`)).status).toBe(200);
      // An id that names no car is told apart by the cached list of ids, without the database.
      expect((await fetch(`${base}/car/nao-existe`)).status).toBe(404);
      // A page whose data is not cached yet (a sold car, never opened) cannot render: 500, and in a browser
      // the error screen, with no stack trace or SQL anywhere.
      const uncached = await fetch(`${base}/car/${sold.id}`);
      expect(uncached.status).toBe(500);
      expect(await uncached.text()).not.toMatch(/at \w+ \(|node_modules|SELECT|prisma/i);
      const browser = await chromium.launch({
        executablePath: "/usr/bin/chromium",
        args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      });
      try {
        const page = await browser.newPage();
        await page.goto(`${base}/car/${sold.id}`);
        await expect
          .poll(() => page.getByRole("heading", { name: "Unexpected Application Error!" }).count())
          .toBe(1);
        expect(await page.getByText("Algo deu errado ao carregar esta página.").count()).toBe(1);
      } finally {
        await browser.close();
      }

      database = await startEmbeddedPostgres({ dataDir: `${dataDir}/postgres`, port, log: () => undefined });
      const restartedAt = Date.now();
      while ((await fetch(`${base}/api/health`)).status !== 200 && Date.now() - restartedAt < 30_000)
        await sleep(200);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect((await fetch(`${base}/api/contact-tickets`, proposal("Depois da volta"))).status).toBe(201);
      expect((await fetch(`${base}/admin`, { headers: { Cookie: cookie } })).status).toBe(200);

      const tally = await load.stop();
      expect(tally.networkErrors).toEqual([]);
      expect(tally.requests).toBeGreaterThan(50);
      expect([...tally.statuses.keys()].every((status) => [200, 400, 500, 503].includes(status))).toBe(true);
      expect(app.next.exitCode).toBeNull();
    } finally {
      await app.stop();
      await database.stop();
    }
  });

  it("keeps a proposal acknowledged with 201 after PostgreSQL is killed with -9 and started again", async () => {
    const dataDir = tempDataDir("dealership-fault-kill");
    let database = await startTestDatabase(dataDir);
    const { car } = await seedMinimal(database.url);
    const app = await startNext({ databaseUrl: database.url, dataDir });
    try {
      const response = await fetch(`${app.baseUrl}/api/contact-tickets`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": randomAddress() },
        body: JSON.stringify({
          name: "Beatriz Lima",
          email: "bia@example.com",
          phone: "21998765432",
          message: "Aceita troca?",
          carId: car.id,
        }),
      });
      expect(response.status).toBe(201);
      const { ticket } = (await response.json()) as { ticket: { id: string; status: string } };
      expect(ticket.status).toBe("proposal");

      const port = database.port;
      process.kill(database.pid()!, "SIGKILL");
      await sleep(500);
      database = await startEmbeddedPostgres({ dataDir: `${dataDir}/postgres`, port, log: () => undefined });

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `SELECT name, status, "carId" FROM "ContactTicket" WHERE id = $1`,
          [ticket.id],
        );
        expect(rows).toEqual([{ name: "Beatriz Lima", status: "proposal", carId: car.id }]);
      } finally {
        await client.end();
      }
      const started = Date.now();
      while ((await fetch(`${app.baseUrl}/api/health`)).status !== 200 && Date.now() - started < 30_000)
        await sleep(200);
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await app.stop();
      await database.stop();
    }
  });
});

/** The postmaster and its server processes: pausing them all is what a paused container or VM looks like. */
function postgresProcesses(postmaster: number): number[] {
  const children = (pid: number): number[] => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  return [postmaster, ...children(postmaster)];
}

/** One timed request: its status, body and how long the answer took. */
async function timed(url: string, init?: RequestInit) {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return { status: response.status, text, ms: Date.now() - started };
}

describe("the database freezes without closing its connections", () => {
  it("answers API routes 503 in pt-BR within 5 s while PostgreSQL is paused, and recovers without a restart", async () => {
    const dataDir = tempDataDir("dealership-fault-freeze");
    const database = await startTestDatabase(dataDir);
    const { user, car } = await seedMinimal(database.url);
    const app = await startNext({ databaseUrl: database.url, dataDir });
    const base = app.baseUrl;
    let frozen: number[] = [];
    try {
      const cookie = await signIn(base, user.email, user.password);
      const proposal = (name: string): RequestInit => ({
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": randomAddress() },
        body: JSON.stringify({
          name,
          email: "ana@example.com",
          phone: "11987654321",
          message: "Tenho interesse.",
          carId: car.id,
        }),
      });
      expect((await fetch(`${base}/api/contact-tickets`, proposal("Antes da pausa"))).status).toBe(201);

      // Visitors keep coming, so the pool's connections are busy when the database freezes.
      const load = backgroundLoad(
        base,
        [
          { path: "/api/contact-tickets", init: { headers: { Cookie: cookie } } },
          {
            path: "/api/analytics/track",
            init: {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ carId: car.id, action: "view" }),
            },
          },
          { path: "/api/health" },
        ],
        10,
      );
      // Pages render the friendly error (500) when their data is not cached.
      const pageLoad = backgroundLoad(base, [{ path: `/car/${car.id}` }, { path: "/" }], 2);
      await sleep(1_000);

      frozen = postgresProcesses(database.pid()!);
      for (const pid of frozen) process.kill(pid, "SIGSTOP");
      await sleep(300);

      const answers = await Promise.all([
        timed(`${base}/api/contact-tickets`, proposal("Durante a pausa")),
        timed(`${base}/api/contact-tickets`, { headers: { Cookie: cookie } }),
        timed(`${base}/api/contact-tickets`, proposal("Durante a pausa, de novo")),
        timed(`${base}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": randomAddress() },
          body: JSON.stringify({ email: user.email, password: user.password }),
        }),
      ]);
      console.log(
        `[freeze] API answers during the pause: ${answers.map((answer) => `${answer.ms} ms`).join(", ")}`,
      );
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(JSON.parse(answer.text)).toEqual({ error: SERVICE_UNAVAILABLE });
        expect(answer.ms).toBeLessThan(5_000);
      }
      // Still bounded a while later, once the pool has given up on its frozen connections.
      const later = await timed(`${base}/api/contact-tickets`, { headers: { Cookie: cookie } });
      expect(later.status).toBe(503);
      expect(later.ms).toBeLessThan(5_000);

      for (const pid of frozen) process.kill(pid, "SIGCONT");
      frozen = [];
      const resumedAt = Date.now();
      let ticket = await timed(`${base}/api/contact-tickets`, proposal("Depois da pausa"));
      while (ticket.status !== 201 && Date.now() - resumedAt < 15_000) {
        await sleep(200);
        ticket = await timed(`${base}/api/contact-tickets`, proposal("Depois da pausa"));
      }
      expect(ticket.status).toBe(201);
      const list = await timed(`${base}/api/contact-tickets`, { headers: { Cookie: cookie } });
      expect(list.status).toBe(200);
      expect(list.text).toContain("Depois da pausa");

      const tally = await load.stop();
      const pages = await pageLoad.stop();
      console.log(
        `[freeze] background API load: ${JSON.stringify([...tally.statuses])}, pages: ${JSON.stringify([...pages.statuses])}`,
      );
      expect([...tally.networkErrors, ...pages.networkErrors]).toEqual([]);
      expect([...tally.statuses.keys()].filter((status) => ![200, 400, 503].includes(status))).toEqual([]);
      expect([...pages.statuses.keys()].filter((status) => ![200, 500].includes(status))).toEqual([]);
      expect(app.next.exitCode).toBeNull();
    } finally {
      for (const pid of frozen) process.kill(pid, "SIGCONT");
      await app.stop();
      await database.stop();
    }
  });
});
