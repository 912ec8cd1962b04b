import { describe, expect, it } from "vitest";

import { api, createUser, testAddress, TEST_PASSWORD, uniqueEmail } from "../helpers/auth";
import { testDb } from "../helpers/db";

const SIGN_IN_LOCKED = { error: "Muitas tentativas de login. Tente novamente em 15 minutos." };
const SIGN_UP_LOCKED = { error: "Muitas tentativas de cadastro. Tente novamente em 1 hora." };

const login = (email: string, password: string, address = testAddress()) =>
  api("/api/auth/login", { method: "POST", json: { email, password }, address });

const register = (email: string, address: string, password = "123456") =>
  api("/api/auth/register", { method: "POST", json: { email, password }, address });

/** Moves a lock and its window into the past, as if 15 minutes (or an hour) had gone by. */
async function expireLocks(scope: string, subject: string) {
  await testDb().rateLimitBucket.updateMany({
    where: { scope, subject },
    data: { windowStart: new Date(Date.now() - 2 * 3600_000), lockedUntil: new Date(Date.now() - 1000) },
  });
}

describe("sign-in lockout per e-mail", () => {
  it("locks after the 5th failure, refuses even the right password with 429 and Retry-After, and ends after 15 minutes", async () => {
    const user = await createUser();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(user.email, "errada");
      expect(response.status, `failure ${attempt}`).toBe(401);
    }
    // Another case and spacing of the same e-mail counts as the same e-mail.
    const locked = await login(` ${user.email.toUpperCase()} `, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(SIGN_IN_LOCKED);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    await expireLocks("sign-in:email", user.email);
    const after = await login(user.email, TEST_PASSWORD);
    expect(after.status).toBe(200);
  });

  it("does not count successful sign-ins as failures", async () => {
    const user = await createUser();
    for (let round = 0; round < 3; round++) {
      expect((await login(user.email, "errada")).status).toBe(401);
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    }
    expect((await login(user.email, "errada")).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("counts failures for unknown e-mails too", async () => {
    const email = uniqueEmail("fantasma");
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(email, "x")).status).toBe(401);
    expect((await login(email, "x")).status).toBe(429);
  });

  it("lets no more than 5 attempts through when they arrive at once", async () => {
    const user = await createUser();
    const responses = await Promise.all(Array.from({ length: 12 }, () => login(user.email, "errada")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe("sign-in lockout per client address", () => {
  it("locks an address after 20 failures, whatever the e-mails", async () => {
    const address = testAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await login(uniqueEmail("varre"), "x", address)).status).toBe(401);
    }
    const user = await createUser();
    const locked = await login(user.email, TEST_PASSWORD, address);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(SIGN_IN_LOCKED);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not locked.
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("sign-up limit per client address", () => {
  it("allows 5 accounts an hour, then answers 429 with Retry-After; refused attempts do not count", async () => {
    const address = testAddress();
    const taken = await createUser();
    expect((await register("sem-arroba", address)).status).toBe(400);
    expect((await register(uniqueEmail(), address, "123")).status).toBe(400);
    expect((await register(taken.email, address)).status).toBe(409);
    for (let account = 1; account <= 5; account++) {
      expect((await register(uniqueEmail("lote"), address)).status, `account ${account}`).toBe(201);
    }
    const locked = await register(uniqueEmail("lote"), address);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(SIGN_UP_LOCKED);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    await expireLocks("sign-up:address", address);
    expect((await register(uniqueEmail("lote"), address)).status).toBe(201);
  });

  it("creates no more than 5 accounts when sign-ups arrive at once", async () => {
    const address = testAddress();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => register(uniqueEmail("rajada"), address)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});
