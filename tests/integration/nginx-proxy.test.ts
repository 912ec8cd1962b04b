import { createServer, request, type Server } from "node:http";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { freePort } from "../helpers/app-server";
import { signedInAs, type SignedInUser } from "../helpers/auth";
import { startProxy, type Nginx } from "../helpers/nginx";

// deploy/nginx/dealership.conf, the README's production recipe, in front of the test server: compression, long
// caching of build assets, the one-second micro-cache of anonymous showroom HTML that never keeps a signed-in
// visitor's page nor a response setting a cookie, and X-Forwarded-For as the app's client address.

let proxy: Nginx;
let staff: SignedInUser;

beforeAll(async () => {
  proxy = await startProxy(Number(new URL(inject("baseUrl")).port));
  staff = await signedInAs("gerente");
});

afterAll(async () => {
  await proxy?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${proxy.baseUrl}${path}`, { headers, redirect: "manual" });

describe("nginx in front of the app (deploy/nginx/dealership.conf)", () => {
  it("micro-caches anonymous showroom pages and lets browsers revalidate them", async () => {
    await get("/about");
    const second = await get("/about");
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await second.text()).toContain("</html>");
  });

  it("caches filtered stock pages, keyed by the full query", async () => {
    await get("/cars?brand=Toyota");
    expect((await get("/cars?brand=Toyota")).headers.get("x-cache-status")).toBe("HIT");
    expect((await get("/cars?brand=Fiat")).headers.get("x-cache-status")).not.toBe("HIT");
  });

  it("never serves nor stores a signed-in visitor's page from the cache", async () => {
    await get("/about");
    const signedIn = await get("/about", { Cookie: staff.cookie });
    expect(signedIn.headers.get("x-cache-status")).toBe("BYPASS");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/admin", { Cookie: staff.cookie })).headers.get("x-cache-status")).toBeNull();
  });

  it("compresses text for the client (the app sends it plain)", async () => {
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const client = request(`${proxy.baseUrl}/about`, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      });
      client.on("error", reject);
      client.end();
    });
    expect(encoding).toBe("gzip");
    expect(gunzipSync(body).toString()).toContain("</html>");
  });

  it("keeps hashed build assets for a year", async () => {
    const html = await (await get("/")).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    await get(script!);
    const cached = await get(script!);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-cache-status")).toBe("HIT");
    expect(cached.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("passes the client address in X-Forwarded-For: a spoofed header does not escape the rate limits", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await fetch(`${proxy.baseUrl}/api/contact-tickets`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${attempt + 1}` },
        body: JSON.stringify({ name: "Visitante", email: "visitante@example.com", phone: "11987654321", message: "Olá" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("nginx micro-cache and cookies", () => {
  let upstream: Server;
  let cookieProxy: Nginx;

  beforeAll(async () => {
    // A stand-in app whose page sets a cookie: the config must never store such a response.
    const port = await freePort();
    let served = 0;
    upstream = createServer((_request, response) => {
      served += 1;
      response.writeHead(200, { "Content-Type": "text/html", "Set-Cookie": `visit=${served}; Path=/` });
      response.end(`<p>${served}</p>`);
    });
    await new Promise<void>((resolve) => upstream.listen(port, "127.0.0.1", resolve));
    cookieProxy = await startProxy(port);
  });

  afterAll(async () => {
    await cookieProxy?.stop();
    upstream?.close();
  });

  it("does not cache a response that sets a cookie", async () => {
    const first = await fetch(`${cookieProxy.baseUrl}/pagina`);
    const second = await fetch(`${cookieProxy.baseUrl}/pagina`);
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(firstBody).toMatch(/^<p>\d+<\/p>$/);
    expect(secondBody).not.toBe(firstBody);
    expect(second.headers.get("x-cache-status")).not.toBe("HIT");
    expect(second.headers.getSetCookie()).toHaveLength(1);
  });
});
