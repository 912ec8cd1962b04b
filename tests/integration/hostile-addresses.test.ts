import { randomInt } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, createUser, uniqueEmail } from "../helpers/auth";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// An IPv6 client holds a whole /64 (2^64 addresses) and may take a new one for every request: each limit counts
// the /64, so changing the last 64 bits buys nothing. (The tests play the proxy: X-Forwarded-For is believed.)

const hex = () => randomInt(1, 0xffff).toString(16);

/** A fresh /64 and a generator of distinct addresses inside it, written in the ways clients write them. */
function network() {
  const prefix = `2001:db8:${hex()}:${hex()}`;
  let counter = 0;
  return () => {
    counter += 1;
    return counter % 2
      ? `${prefix}:${hex()}:${hex()}:${hex()}:${counter.toString(16)}`
      : `${prefix}::${counter.toString(16)}`;
  };
}

const contact = { name: "Cliente IPv6", email: "v6@example.com", phone: "11987654321", message: "Oi" };

afterAll(async () => {
  await testDb().contactTicket.deleteMany({ where: { name: "Cliente IPv6" } });
});

describe("limits count an IPv6 client per /64", () => {
  it("contact messages: the 11th from one /64 in 10 minutes is 429, whatever its last 64 bits", async () => {
    const next = network();
    for (let index = 0; index < 10; index++)
      expect(
        (await api("/api/contact-tickets", { method: "POST", json: contact, address: next() })).status,
      ).toBe(201);
    const refused = await api("/api/contact-tickets", { method: "POST", json: contact, address: next() });
    expect(refused.status).toBe(429);
    // Another /64 is another client.
    expect(
      (await api("/api/contact-tickets", { method: "POST", json: contact, address: network()() })).status,
    ).toBe(201);
  });

  it("sign-up: the 6th account from one /64 in an hour is 429", async () => {
    const next = network();
    for (let index = 0; index < 5; index++) {
      const response = await api("/api/auth/register", {
        method: "POST",
        json: { email: uniqueEmail("v6"), password: "123456" },
        address: next(),
      });
      expect(response.status).toBe(201);
    }
    const refused = await api("/api/auth/register", {
      method: "POST",
      json: { email: uniqueEmail("v6"), password: "123456" },
      address: next(),
    });
    expect(refused.status).toBe(429);
  });

  it("sign-in: 20 failures from one /64 lock it, even with another account's right password", async () => {
    const next = network();
    for (let index = 0; index < 20; index++) {
      const response = await api("/api/auth/login", {
        method: "POST",
        json: { email: uniqueEmail("ninguem"), password: "errada" },
        address: next(),
      });
      expect(response.status).toBe(401);
    }
    const user = await createUser({ role: "vendedor" });
    const locked = await api("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: user.password },
      address: next(),
    });
    expect(locked.status).toBe(429);
  });

  describe("visitor tracking", () => {
    const cars: string[] = [];
    beforeAll(async () => {
      cars.push((await createCar()).id);
      await publishCars(cars);
    });
    afterAll(() => removeCars(cars));

    it("one /64 raises one car's views at most 30 times an hour", async () => {
      const [carId] = cars as [string];
      const next = network();
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () =>
          api("/api/analytics/track", {
            method: "POST",
            json: { carId, action: "view" },
            address: next(),
          }).then((response) => response.status),
        ),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
      const { views } = await testDb().car.findUniqueOrThrow({
        where: { id: carId },
        select: { views: true },
      });
      expect(views).toBe(30);
    });
  });
});
