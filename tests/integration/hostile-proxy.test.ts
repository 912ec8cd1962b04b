import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { freePort } from "../helpers/app-server";
import { testAddress } from "../helpers/auth";
import { testDb } from "../helpers/db";
import { startProxy, type Nginx } from "../helpers/nginx";
import { slowUpload } from "../helpers/slow-upload";

// The shipped nginx config (deploy/nginx/dealership.conf) agrees with the API's contract: a trade-in the app
// accepts (six photos of up to 15 MB) is not cut by nginx's body limit, and what nginx answers itself under /api —
// a body over its limit, an app that does not answer — is the contract's JSON error, never nginx's HTML page.

let proxy: Nginx;
let deadProxy: Nginx;

beforeAll(async () => {
  proxy = await startProxy(Number(new URL(inject("baseUrl")).port));
  // Nothing listens on this port: nginx itself answers every request.
  deadProxy = await startProxy(await freePort());
});

afterAll(async () => {
  await proxy?.stop();
  await deadProxy?.stop();
  await testDb().contactTicket.deleteMany({ where: { name: "Visitante Proxy" } });
});

describe("nginx in front of POST /api/trade-ins", () => {
  it("passes a valid trade-in of about 20 MB to the app, which stores it", async () => {
    // Random pixels keep each PNG near 10 MB: two of them are over the 16 MB nginx used to allow.
    const photo = await sharp({
      create: {
        width: 1_850,
        height: 1_800,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Visitante Proxy",
      phone: "(11) 98765-4321",
      brand: "Fiat",
      model: "Uno",
      year: "2012",
      mileage: "98000",
    }))
      form.set(name, value);
    for (const index of [1, 2])
      form.append("photos", new Blob([photo], { type: "image/png" }), `${index}.png`);
    const body = new Uint8Array(await new Response(form).arrayBuffer());
    expect(body.byteLength).toBeGreaterThan(16 * 1024 * 1024);
    const response = await fetch(`${proxy.baseUrl}/api/trade-ins`, {
      method: "POST",
      body: form,
      headers: { "X-Forwarded-For": testAddress() },
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 200)).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers a body over every route's limit with the JSON 413 before reading it", async () => {
    const result = await slowUpload(`${proxy.baseUrl}/api/trade-ins`, {
      headers: { "Content-Type": "multipart/form-data; boundary=x", "X-Forwarded-For": testAddress() },
      contentLength: 200 * 1024 * 1024,
      total: 4 * 1024 * 1024,
    });
    expect(result.status).toBe(413);
    expect(String(result.headers["content-type"])).toMatch(/^application\/json/);
    expect(JSON.parse(result.body)).toEqual({ error: expect.any(String) });
    expect(result.body).not.toMatch(/<html/i);
  });
});

describe("nginx's own errors under /api are JSON", () => {
  it.each(["/api/health", "/api/cars", "/api/trade-ins"])(
    "%s with the app down answers a JSON 503",
    async (path) => {
      const response = await fetch(`${deadProxy.baseUrl}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: "Serviço temporariamente indisponível" });
    },
  );

  it("pages outside /api keep nginx's own error page", async () => {
    const response = await fetch(`${deadProxy.baseUrl}/about`);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
