import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { tempDataDir } from "../helpers/app-server";
import { jpegWithGps } from "../helpers/images";

import { commandLine, isAlive, npmStart, processTree, type NpmApp } from "./app-process";
import { signIn, sleep } from "./support";

// `npm start` is asked to stop while a photo upload is still arriving — whichever of its processes gets the
// signal: npm (docker stop, most process managers), the launcher, every process at once (systemd), the whole
// process group (Ctrl-C in a terminal), or nobody because npm itself was killed. Each time the upload finishes,
// new connections are refused, PostgreSQL shuts down cleanly and every process is gone within 30 s, npm with 0.

/** A multipart photo upload sent in slices over `durationMs`, on its own connection. */
function slowPhotoUpload(url: string, cookie: string, origin: string, photo: Buffer, durationMs: number) {
  const boundary = "----graceful-shutdown";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="carro.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const slices = 10;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const client = request(url, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": body.length,
        Cookie: cookie,
        Origin: origin,
      },
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

type Stop = (app: NpmApp, tree: number[]) => void;

const launcherOf = (tree: number[]) => {
  const pid = tree.find((candidate) => commandLine(candidate).includes("scripts/serve.ts"));
  if (pid === undefined) throw new Error("no launcher process");
  return pid;
};

const ways: Array<[string, Stop]> = [
  ["SIGTERM to npm", (app) => process.kill(app.npm.pid!, "SIGTERM")],
  ["SIGTERM to the launcher", (_app, tree) => process.kill(launcherOf(tree), "SIGTERM")],
  ["SIGTERM to every process at once", (_app, tree) => tree.forEach((pid) => process.kill(pid, "SIGTERM"))],
  ["SIGINT to the process group", (app) => process.kill(-app.npm.pid!, "SIGINT")],
];

// One DATA_DIR for every run: after the first, the app starts on a migrated, seeded database.
const dataDir = tempDataDir("dealership-shutdown");
const clusterDir = path.join(dataDir, "postgres", "cluster");
let running: NpmApp | undefined;

afterAll(() => running?.kill());

describe("stopping `npm start` with requests in flight", () => {
  it.each(ways)(
    "%s: the upload finishes, new connections are refused, everything exits 0 within 30 s",
    async (name, stop) => {
      const app = (running = await npmStart(dataDir));
      const tree = processTree(app.npm.pid!);
      expect(
        tree.some(
          (pid) => commandLine(pid).includes("next-server") || commandLine(pid).includes("next start"),
        ),
      ).toBe(true);
      expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(true);

      const cookie = await signIn(app.baseUrl, "gerente@autopremium.com.br", "demo1234");
      const upload = slowPhotoUpload(
        `${app.baseUrl}/api/uploads/images`,
        cookie,
        app.baseUrl,
        await jpegWithGps(1200, 900),
        4_000,
      );
      await sleep(800);

      const signalledAt = Date.now();
      stop(app, tree);
      await sleep(1_000);
      expect(await connects(`${app.baseUrl}/api/health`)).toBe(false);

      const answer = await upload;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({
        public_id: expect.any(String),
        width: 1200,
        height: 900,
      });

      const code = await Promise.race([app.exit, sleep(30_000).then(() => "timeout" as const)]);
      console.log(`[shutdown] ${name}: npm exited ${code} after ${Date.now() - signalledAt} ms`);
      expect(code, app.log()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(30_000);
      // Every process of the tree (the photo encoder included) is gone within the same 30 s.
      while (tree.some(isAlive) && Date.now() - signalledAt < 30_000) await sleep(200);
      expect(tree.filter(isAlive).map(commandLine)).toEqual([]);
      // PostgreSQL removes its pid file only after a clean shutdown.
      expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
      running = undefined;
    },
  );

  it("stops the whole app when npm is killed with -9 and cannot pass a signal on", async () => {
    const app = (running = await npmStart(dataDir));
    const tree = processTree(app.npm.pid!);
    const killedAt = Date.now();
    process.kill(app.npm.pid!, "SIGKILL");
    while (tree.some(isAlive) && Date.now() - killedAt < 30_000) await sleep(200);
    expect(tree.filter(isAlive).map(commandLine)).toEqual([]);
    expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
    running = undefined;
  });
});
