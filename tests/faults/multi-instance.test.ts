import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createPrismaClient, type Db } from "@/lib/db/connect";
import type { EmbeddedPostgres } from "@/lib/db/embedded";

import { startNext, startTestDatabase, tempDataDir } from "../helpers/app-server";

import { randomAddress, seedMinimal, signIn, sleep } from "./support";

// Two app instances on one database, as behind a load balancer: every rule that holds state must hold across
// them (it lives in PostgreSQL), and a car edited on one shows on the other's cached car page within 5 s.

type App = Awaited<ReturnType<typeof startNext>>;

let database: EmbeddedPostgres;
let db: Db;
let first: App;
let second: App;
let staff: { email: string; password: string };
let carId: string;

beforeAll(async () => {
  const dataDir = tempDataDir("dealership-two-apps");
  database = await startTestDatabase(dataDir);
  const seeded = await seedMinimal(database.url);
  staff = seeded.user;
  carId = seeded.car.id;
  db = createPrismaClient(database.url);
  // One secret for both, as every instance of a deployment shares AUTH_SECRET.
  [first, second] = await Promise.all([
    startNext({ databaseUrl: database.url, dataDir }),
    startNext({ databaseUrl: database.url, dataDir }),
  ]);
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await db?.$disconnect();
  await database?.stop();
});

const json = (
  base: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
) =>
  fetch(`${base}${path}`, {
    method: init.method ?? "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: base,
      "X-Forwarded-For": randomAddress(),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe("two app instances on one database", () => {
  it("share the sign-in lockout", async () => {
    const user = await db.user.create({
      data: {
        email: `lockout-${Date.now()}@test.local`,
        name: "Lockout",
        role: "vendedor",
        passwordHash: (
          await db.user.findUniqueOrThrow({ where: { email: staff.email }, select: { passwordHash: true } })
        ).passwordHash,
      },
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      const app = attempt % 2 ? second : first;
      const response = await json(app.baseUrl, "/api/auth/login", {
        body: { email: user.email, password: "senha-errada" },
      });
      expect(response.status).toBe(401);
    }
    for (const app of [first, second]) {
      const response = await json(app.baseUrl, "/api/auth/login", {
        body: { email: user.email, password: staff.password },
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("share the 100-car limit: concurrent creates on both never make 101 available cars", async () => {
    const available = await db.car.count({ where: { status: "available" } });
    await db.car.createMany({
      data: Array.from({ length: 99 - available }, (_, index) => ({
        brand: "Fiat",
        model: `Lote ${index}`,
        year: "2020",
        yearValue: 2020,
        price: "50000.00",
        mileage: 1_000,
        color: "Branco",
      })),
    });
    const cookie = await signIn(first.baseUrl, staff.email, staff.password);
    const car = {
      brand: "Honda",
      model: "Civic Touring",
      year: "2021",
      price: 149_900,
      mileage: 20_000,
      color: "Preto",
      engine: "1.5",
      transmission: "CVT",
      fuel: "Flex",
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        json(index % 2 ? second.baseUrl : first.baseUrl, "/api/cars", { body: car, cookie }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await db.car.count({ where: { status: "available" } })).toBe(100);
  });

  it("share the analytics dedupe: one view per car per day per browser on either instance", async () => {
    const before = (await db.car.findUniqueOrThrow({ where: { id: carId }, select: { views: true } })).views;
    const firstView = await json(first.baseUrl, "/api/analytics/track", { body: { carId, action: "view" } });
    expect(firstView.status).toBe(200);
    const visitor = firstView.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .join("; ");
    expect(visitor).not.toBe("");
    for (const app of [second, first, second]) {
      expect(
        (
          await json(app.baseUrl, "/api/analytics/track", {
            body: { carId, action: "view" },
            headers: { Cookie: visitor },
          })
        ).status,
      ).toBe(200);
    }
    expect((await db.car.findUniqueOrThrow({ where: { id: carId }, select: { views: true } })).views).toBe(
      before + 1,
    );
  });

  it("share invoice numbering: concurrent creates on both get distinct numbers", async () => {
    const cookie = await signIn(second.baseUrl, staff.email, staff.password);
    const invoice = {
      type: "sale",
      clientName: "Carla Souza",
      clientDocument: "52998224725",
      amount: 89_900,
      issueDate: "2026-11-20",
      description: "Venda de veículo",
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        json(index % 2 ? second.baseUrl : first.baseUrl, "/api/invoices", { body: invoice, cookie }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    const numbers = await Promise.all(
      responses.map(
        async (response) => ((await response.json()) as { invoice: { number: string } }).invoice.number,
      ),
    );
    expect(new Set(numbers).size).toBe(10);
    for (const number of numbers) expect(number).toMatch(/^NF202611\d{4}$/);
  });

  it("shows a car edited on one instance on the other's cached car page and public API within 5 s", async () => {
    const page = async () => (await fetch(`${second.baseUrl}/car/${carId}`)).text();
    const apiPrice = async () =>
      ((await (await fetch(`${second.baseUrl}/api/cars/${carId}`)).json()) as { car: { price: number } }).car
        .price;
    expect(await page()).toMatch(/R\$\s129\.900/);
    expect(await apiPrice()).toBe(129_900);
    expect(await apiPrice()).toBe(129_900);
    const cookie = await signIn(first.baseUrl, staff.email, staff.password);
    const edited = await json(first.baseUrl, `/api/cars/${carId}`, {
      method: "PUT",
      body: { price: 118_500 },
      cookie,
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    // Asked for the first time before the other instance has heard of the edit: built from data it still took
    // for fresh, this answer must not outlive the news either.
    const listedPrices = async () =>
      (
        (await (await fetch(`${second.baseUrl}/api/cars?priceTo=200000`)).json()) as {
          cars: Array<{ price: number }>;
        }
      ).cars.map((car) => car.price);
    await listedPrices();
    const fresh = async () =>
      /R\$\s118\.500/.test(await page()) &&
      (await apiPrice()) === 118_500 &&
      (await listedPrices()).includes(118_500);
    let seen = await fresh();
    while (!seen && Date.now() - editedAt < 10_000) {
      await sleep(250);
      seen = await fresh();
    }
    expect(seen).toBe(true);
    expect(Date.now() - editedAt).toBeLessThan(5_000);
  });
});
