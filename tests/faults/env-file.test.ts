import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import type { EmbeddedPostgres } from "@/lib/db/embedded";

import { startTestDatabase, tempDataDir } from "../helpers/app-server";

import { npmStart, type NpmApp } from "./app-process";
import { seedMinimal } from "./support";

// A newcomer puts DATABASE_URL in a `.env` file and runs `npm start`: the app must use that database, not
// silently start the embedded one. The project is a folder of links to this checkout plus its own `.env`, so the
// test never writes settings into the checkout itself.

const checkout = process.cwd();
const project = tempDataDir("dealership-project");
for (const entry of readdirSync(checkout)) {
  if (entry.startsWith(".env") || entry === ".data" || entry === ".git") continue;
  symlinkSync(path.join(checkout, entry), path.join(project, entry));
}

let database: EmbeddedPostgres | undefined;
let app: NpmApp | undefined;

afterAll(async () => {
  if (app) {
    process.kill(app.npm.pid!, "SIGTERM");
    await Promise.race([app.exit, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    app.kill();
  }
  await database?.stop();
  rmSync(project, { recursive: true, force: true });
}, 60_000);

describe("settings in a .env file", () => {
  it("`npm start` uses the DATABASE_URL of .env instead of starting the embedded PostgreSQL", async () => {
    const databaseDir = tempDataDir("dealership-env-db");
    database = await startTestDatabase(databaseDir);
    const { car } = await seedMinimal(database.url);
    const settings = [`DATABASE_URL=${database.url}`, `AUTH_SECRET=${randomBytes(32).toString("base64")}`];
    writeFileSync(path.join(project, ".env"), `# the team's database\n${settings.join("\n")}\n`);

    const dataDir = tempDataDir("dealership-env-data");
    app = await npmStart(dataDir, "start", { cwd: project });
    const { cars } = (await (await fetch(`${app.baseUrl}/api/cars`)).json()) as {
      cars: Array<{ id: string }>;
    };
    expect(cars.map(({ id }) => id)).toEqual([car.id]);
    expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
  });
});
