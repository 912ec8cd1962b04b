import { describe, expect, it } from "vitest";

import { startNext, startTestDatabase, tempDataDir } from "../helpers/app-server";
import { apiUrl } from "../helpers/db";

describe("GET /api/health", () => {
  it("answers 200 while the database is up", async () => {
    const response = await fetch(apiUrl("/api/health"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 503 within 5 s while the database is stopped, and 200 again once it is back, without a restart", async () => {
    const dataDir = tempDataDir("dealership-health");
    let database = await startTestDatabase(dataDir);
    const app = await startNext({ databaseUrl: database.url, dataDir });
    try {
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
      const port = database.port;
      await database.stop();

      const started = Date.now();
      const down = await fetch(`${app.baseUrl}/api/health`);
      expect(down.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await down.json()).toEqual({ status: "error", db: "down" });

      const { startEmbeddedPostgres } = await import("@/lib/db/embedded");
      database = await startEmbeddedPostgres({ dataDir: `${dataDir}/postgres`, port, log: () => undefined });
      let status = 0;
      for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
        status = (await fetch(`${app.baseUrl}/api/health`)).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(200);
      expect(app.next.exitCode).toBeNull();
    } finally {
      await app.stop();
      await database.stop();
    }
  });
});
