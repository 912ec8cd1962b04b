import { randomInt } from "node:crypto";

import { hashPassword } from "@/lib/auth/password";
import { createPrismaClient } from "@/lib/db/connect";

// Helpers of the fault tests, which run their own databases and servers (explicit base URLs, no shared setup).

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A staff account and a car written straight into a migrated, empty database. */
export async function seedMinimal(databaseUrl: string) {
  const db = createPrismaClient(databaseUrl);
  try {
    const password = "senha-de-teste-123";
    const user = await db.user.create({
      data: {
        email: `gerente-${randomInt(1e9)}@test.local`,
        name: "Gerente",
        role: "gerente",
        passwordHash: await hashPassword(password),
      },
      select: { id: true, email: true },
    });
    const car = await db.car.create({
      data: {
        brand: "Toyota",
        model: "Corolla XEi",
        year: "2022",
        yearValue: 2022,
        price: "129900.00",
        mileage: 30_000,
        color: "Prata",
        engine: "2.0",
        fuel: "Flex",
        transmission: "Automático",
      },
      select: { id: true },
    });
    return { user: { ...user, password }, car };
  } finally {
    await db.$disconnect();
  }
}

/** A sold car beside the minimal stock: its page is in no cache until someone opens it. */
export async function seedSoldCar(databaseUrl: string): Promise<{ id: string }> {
  const db = createPrismaClient(databaseUrl);
  try {
    return await db.car.create({
      data: {
        brand: "Honda",
        model: "Civic EXL",
        year: "2019",
        yearValue: 2019,
        price: "99900.00",
        mileage: 60_000,
        color: "Preto",
        status: "sold",
      },
      select: { id: true },
    });
  } finally {
    await db.$disconnect();
  }
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, "X-Forwarded-For": randomAddress() },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .find((pair) => pair.includes("session-token="));
  if (response.status !== 200 || !cookie)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

export type LoadTally = { statuses: Map<number, number>; networkErrors: string[]; requests: number };

/**
 * Keeps `concurrency` clients requesting the given calls in turn until stopped: a stand-in for visitors while a
 * fault happens. Network errors (connection refused or reset) mean the server went away.
 */
export function backgroundLoad(
  baseUrl: string,
  calls: Array<{ path: string; init?: RequestInit }>,
  concurrency = 8,
) {
  const tally: LoadTally = { statuses: new Map(), networkErrors: [], requests: 0 };
  let running = true;
  const worker = async (offset: number) => {
    for (let index = offset; running; index++) {
      const call = calls[index % calls.length]!;
      try {
        const response = await fetch(`${baseUrl}${call.path}`, {
          ...call.init,
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
      } catch (error) {
        tally.networkErrors.push(`${call.path}: ${(error as Error).message}`);
      }
      tally.requests += 1;
    }
  };
  const workers = Array.from({ length: concurrency }, (_, offset) => worker(offset));
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(workers);
      return tally;
    },
  };
}
