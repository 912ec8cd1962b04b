import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { startNext } from "../helpers/app-server";
import { loopbackClientAddress, postFrom } from "../helpers/loopback-client";

// The client address rate limits use, with TRUST_PROXY unset (the default): the socket's peer. A client talking
// to the app directly cannot choose its address by sending X-Forwarded-For (or the app's own header).

let app: Awaited<ReturnType<typeof startNext>>;

beforeAll(async () => {
  app = await startNext({
    databaseUrl: inject("databaseUrl"),
    dataDir: inject("dataDir"),
    env: { TRUST_PROXY: "" },
  });
});

afterAll(async () => {
  await app?.stop();
});

const ticket = { name: "Visitante", email: "visitante@example.com", phone: "11987654321", message: "Olá" };

describe("client address without a trusted proxy", () => {
  it("ignores a direct request's X-Forwarded-For: the contact rate limit follows the socket's peer", async () => {
    const client = loopbackClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const spoofed = `203.0.113.${attempt + 1}`;
      const response = await postFrom(client, `${app.baseUrl}/api/contact-tickets`, ticket, {
        "X-Forwarded-For": spoofed,
        "X-Real-IP": spoofed,
        "X-Client-Address": spoofed,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);

    // Another client (another peer address) has its own allowance.
    const other = await postFrom(loopbackClientAddress(), `${app.baseUrl}/api/contact-tickets`, ticket);
    expect(other.status).toBe(201);
  });
});
