import { createServer, request, type Server } from "node:http";
import { networkInterfaces } from "node:os";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { freePort } from "../helpers/app-server";
import { signedInAs, type SignedInUser } from "../helpers/auth";
import { startLauncher } from "../helpers/launcher";
import { loopbackClientAddress, postFrom } from "../helpers/loopback-client";
import { startProxy, type Nginx } from "../helpers/nginx";

// deploy/nginx/dealership.conf, the README's production recipe, in front of the test server: compression, long
// caching of build assets, the one-second micro-cache of anonymous showroom HTML that never keeps a signed-in
// visitor's page nor a response setting a cookie, and, with the app on 127.0.0.1 and TRUST_PROXY set, the
// address nginx appends to X-Forwarded-For as the app's client address.

let proxy: Nginx;
let staff: SignedInUser;

beforeAll(async () => {
  proxy = await startProxy(Number(new URL(inject("baseUrl")).port));
  staff = await signedInAs("gerente");
});

afterAll(async () => {
  await proxy?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${proxy.baseUrl}${path}`, { headers, redirect: "manual" });

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
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        const client = request(
          `${proxy.baseUrl}/about`,
          { headers: { "Accept-Encoding": "gzip" } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
            );
          },
        );
        client.on("error", reject);
        client.end();
      },
    );
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
});

describe("the README's production recipe: the app on 127.0.0.1 behind nginx, TRUST_PROXY set", () => {
  // `npm start -- --hostname 127.0.0.1` as the README runs it, on the integration database. The test's clients
  // are on loopback too, so here only nginx's own address (127.0.0.1) is trusted, not all of loopback; each
  // client connects from an address of its own in 127.0.0.0/8.
  let app: { baseUrl: string; port: number; stop(): Promise<void> };
  let appProxy: Nginx;

  beforeAll(async () => {
    app = await startLauncher(["--hostname", "127.0.0.1"], { TRUST_PROXY: "127.0.0.1" });
    appProxy = await startProxy(app.port);
  }, 180_000);

  afterAll(async () => {
    await appProxy?.stop();
    await app?.stop();
  });

  it("listens on 127.0.0.1 only", async () => {
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (outside) {
      await expect(fetch(`http://${outside.address}:${app.port}/api/health`)).rejects.toThrow();
    }
  });

  it("serves the filtered stock list through its internal rewrite when the proxy terminates TLS", async () => {
    // What nginx sends once it serves https: the app must not treat /cars?… as a request to another origin.
    const response = await fetch(`${app.baseUrl}/cars?brand=Toyota`, {
      headers: {
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "loja.example",
        "X-Forwarded-For": "198.51.100.20",
      },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("</html>");
  });

  it("applies rate limits per real client: a spoofed X-Forwarded-For escapes nothing, another client is apart", async () => {
    const client = loopbackClientAddress();
    const ticket = {
      name: "Visitante",
      email: "visitante@example.com",
      phone: "11987654321",
      message: "Olá",
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await postFrom(client, `${appProxy.baseUrl}/api/contact-tickets`, ticket, {
        "X-Forwarded-For": `203.0.113.${attempt + 1}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const other = await postFrom(loopbackClientAddress(), `${appProxy.baseUrl}/api/contact-tickets`, ticket, {
      "X-Forwarded-For": "203.0.113.1",
    });
    expect(other.status).toBe(201);
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
