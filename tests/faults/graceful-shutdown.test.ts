import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { startSite } from "../helpers/app-server";
import { jpegWithGps } from "../helpers/images";

import { signIn, sleep } from "./support";

// `npm start` gets SIGTERM (a deploy, systemd stop) while a photo upload is still arriving: the upload
// finishes, new connections are refused, and the app and its embedded PostgreSQL exit cleanly.

/** A multipart photo upload sent in slices over `durationMs`, on its own connection. */
function slowPhotoUpload(url: string, cookie: string, origin: string, photo: Buffer, durationMs: number) {
  const boundary = "----graceful-shutdown";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="carro.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const slices = 10;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const client = request(url, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": body.length, Cookie: cookie, Origin: origin },
    });
    client.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    client.on("error", reject);
    const size = Math.ceil(body.length / slices);
    let index = 0;
    const next = () => {
      const slice = body.subarray(index * size, (index + 1) * size);
      index += 1;
      if (index >= slices) client.end(slice);
      else client.write(slice, () => setTimeout(next, durationMs / slices));
    };
    next();
  });
}

/** Whether a brand-new connection to the server is accepted. */
function connects(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const client = request(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    client.on("error", () => resolve(false));
    client.on("timeout", () => {
      client.destroy();
      resolve(false);
    });
    client.end();
  });
}

describe("SIGTERM with requests in flight", () => {
  it("lets the upload finish, refuses new connections, and stops the app and PostgreSQL cleanly", async () => {
    const site = await startSite();
    const clusterDir = path.join(site.dataDir, "postgres", "cluster");
    try {
      expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(true);
      const cookie = await signIn(site.baseUrl, "gerente@autopremium.com.br", "demo1234");
      const upload = slowPhotoUpload(`${site.baseUrl}/api/uploads/images`, cookie, site.baseUrl, await jpegWithGps(1200, 900), 3_000);
      await sleep(800);

      const exited = new Promise<number | null>((resolve) => site.process.once("exit", (code) => resolve(code)));
      process.kill(site.process.pid!, "SIGTERM");
      await sleep(500);
      expect(await connects(`${site.baseUrl}/api/health`)).toBe(false);

      const answer = await upload;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ public_id: expect.any(String), width: 1200, height: 900 });

      const code = await Promise.race([exited, sleep(45_000).then(() => "timeout" as const)]);
      expect(code).not.toBe("timeout");
      expect(code).toBe(143);
      // PostgreSQL removes its pid file only after a clean shutdown.
      expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
    } finally {
      await site.stop();
    }
  });
});
