import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { childProcessEnv } from "@/lib/env";

// `npm run db:seed -- --days N` (and `--years N`) on an empty embedded database: the demo data, then N days of
// business up to yesterday beside it, written in bulk. The rows must hang together the way the app writes them: sales of sold
// cars, invoices of those sales, receipts and documents with their files, analytics events of listed cars whose
// daily counts and car counters agree with them.

const DAYS = 40;
const HISTORY_CAR = `NOT EXISTS (SELECT 1 FROM "CarPhoto" p WHERE p."carId" = c."id")`;

describe("npm run db:seed -- --days N", () => {
  let folder = "";
  let db: pg.Client;
  let stop = async () => {};
  let output = "";
  let againOutput = "";

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "dealership-history-"));
    // PostgreSQL runs as its own user when started as root: it must be able to reach the folder.
    chmodSync(folder, 0o755);
    const run = spawnSync("npm", ["run", "--silent", "db:seed", "--", "--days", String(DAYS)], {
      encoding: "utf8",
      timeout: 280_000,
      env: childProcessEnv({ DATABASE_URL: undefined, DATA_DIR: folder, NODE_OPTIONS: undefined }),
    });
    output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    // A database that already has data is left alone, history included.
    const again = spawnSync("npm", ["run", "--silent", "db:seed", "--", "--years", "1"], {
      encoding: "utf8",
      timeout: 120_000,
      env: childProcessEnv({ DATABASE_URL: undefined, DATA_DIR: folder, NODE_OPTIONS: undefined }),
    });
    againOutput = `${again.stdout}${again.stderr}`;
    expect(again.status, againOutput).toBe(0);
    const server = await startEmbeddedPostgres({ dataDir: path.join(folder, "postgres"), log: () => {} });
    stop = () => server.stop();
    db = new pg.Client({ connectionString: server.url });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const one = async <T = Record<string, string | number>>(sql: string, values: unknown[] = []) =>
    (await db.query(sql, values)).rows[0] as T;

  it("adds about 30 sold cars a month beside the demo data, each with its sale, invoices, expenses and papers", async () => {
    expect(output).toContain("demo data seeded");
    expect(output).toMatch(/\[seed\] history seeded: \d+ sold cars/);
    expect(againOutput).toContain("nothing seeded");
    expect(againOutput).not.toContain("history seeded");

    // The history's cars are the ones without photos (every demo car has some).
    const history = await one<{ cars: number }>(
      `SELECT count(*)::int AS cars FROM "Car" c WHERE ${HISTORY_CAR}`,
    );
    // About 30 a month, less the few bought too close to the end to be sold before it.
    expect(history.cars).toBeGreaterThanOrEqual(25);
    expect(history.cars).toBeLessThanOrEqual(45);

    const sales = await one<{ orphans: number; unsold: number; twice: number; early: number }>(
      `SELECT
         count(*) FILTER (WHERE c."id" IS NULL)::int AS orphans,
         count(*) FILTER (WHERE s."status" = 'closed' AND c."status" <> 'sold')::int AS unsold,
         (SELECT count(*) FROM (SELECT "carId" FROM "Sale" WHERE "status" = 'closed' GROUP BY "carId"
            HAVING count(*) > 1) t)::int AS twice,
         count(*) FILTER (WHERE s."saleDate" < c."purchaseDate")::int AS early
       FROM "Sale" s LEFT JOIN "Car" c ON c."id" = s."carId"`,
    );
    expect(sales).toEqual({ orphans: 0, unsold: 0, twice: 0, early: 0 });
    const soldWithoutSale = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Car" c WHERE c."status" = 'sold'
       AND NOT EXISTS (SELECT 1 FROM "Sale" s WHERE s."carId" = c."id" AND s."status" = 'closed')`,
    );
    expect(soldWithoutSale.n).toBe(0);

    // Each history car: one sale invoice matching its closed sale, one purchase invoice at its purchase price.
    const invoices = await one<{ sale: number; matching: number; purchase: number }>(
      `SELECT
         count(*) FILTER (WHERE i."type" = 'sale')::int AS sale,
         count(*) FILTER (WHERE i."type" = 'sale' AND EXISTS (
           SELECT 1 FROM "Sale" s WHERE s."carId" = i."carId" AND s."status" = 'closed'
             AND s."salePrice" = i."amount" AND s."saleDate" = i."issueDate"))::int AS matching,
         count(*) FILTER (WHERE i."type" = 'purchase' AND i."amount" = c."purchasePrice"
           AND i."issueDate" = c."purchaseDate")::int AS purchase
       FROM "Invoice" i JOIN "Car" c ON c."id" = i."carId" WHERE ${HISTORY_CAR}`,
    );
    expect(invoices).toEqual({ sale: history.cars, matching: history.cars, purchase: history.cars });
    const counters = await one<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM "InvoiceCounter" k WHERE k."lastValue" < (
         SELECT coalesce(max(right(i."number", 4)::int), 0) FROM "Invoice" i
         WHERE to_char(i."issueDate", 'YYYYMM') = k."period")`,
    );
    expect(counters.behind).toBe(0);

    // Receipts and documents are real stored files: the right kind, the bytes their hash says, a PDF.
    const files = await one<{ receipts: number; documents: number; bad: number; missing: number }>(
      `SELECT
         (SELECT count(*) FROM "Expense" e JOIN "StoredFile" f ON f."id" = e."receiptFileId"
          WHERE f."kind" = 'receipt')::int AS receipts,
         (SELECT count(*) FROM "Document" d JOIN "StoredFile" f ON f."id" = d."fileId"
          WHERE f."kind" = 'document')::int AS documents,
         (SELECT count(*) FROM "StoredFile" f WHERE f."size" <> length(f."data")
            OR f."sha256" <> encode(sha256(f."data"), 'hex')
            OR (f."contentType" = 'application/pdf' AND substring(f."data" FROM 1 FOR 5) <> '%PDF-'::bytea))::int AS bad,
         (SELECT count(*) FROM "Document" WHERE "fileId" IS NULL)::int AS missing`,
    );
    expect(files.bad).toBe(0);
    expect(files.missing).toBe(0);
    expect(files.documents).toBeGreaterThanOrEqual(2 * history.cars);
    expect(files.receipts).toBeGreaterThan(history.cars / 2);
    const carExpenses = await one<{ cars: number }>(
      `SELECT count(DISTINCT e."carId")::int AS cars FROM "Expense" e JOIN "Car" c ON c."id" = e."carId"
       WHERE ${HISTORY_CAR} AND e."date" >= c."purchaseDate"`,
    );
    expect(carExpenses.cars).toBe(history.cars);

    const tickets = await one<{ total: number; dangling: number }>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE t."carId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "Car" c WHERE c."id" = t."carId"))::int AS dangling
       FROM "ContactTicket" t`,
    );
    expect(tickets.dangling).toBe(0);
    expect(tickets.total).toBeGreaterThan(2 * history.cars);
  });

  it("draws analytics events only while each car was listed, with daily counts and counters that agree", async () => {
    const totals = await one<{ events: number; daily: number; counters: number }>(
      `SELECT (SELECT count(*) FROM "AnalyticsEvent")::int AS events,
              (SELECT sum("count") FROM "AnalyticsDaily")::int AS daily,
              (SELECT sum("views" + "whatsappClicks" + "phoneClicks") FROM "Car")::int AS counters`,
    );
    expect(totals.events).toBeGreaterThan(1_000);
    expect(totals.daily).toBe(totals.events);
    expect(totals.counters).toBe(totals.events);

    const outside = await one<{ n: number; clicksWithoutView: number }>(
      `SELECT
         (SELECT count(*) FROM "AnalyticsEvent" e JOIN "Car" c ON c."id" = e."carId"
          LEFT JOIN "Sale" s ON s."carId" = c."id" AND s."status" = 'closed'
          WHERE e."day" < (c."createdAt" - interval '3 hours')::date OR e."day" > s."saleDate")::int AS n,
         (SELECT count(*) FROM "AnalyticsEvent" k WHERE k."action" <> 'view' AND NOT EXISTS (
            SELECT 1 FROM "AnalyticsEvent" v WHERE v."action" = 'view' AND v."carId" = k."carId"
              AND v."day" = k."day" AND v."visitorHash" = k."visitorHash"))::int AS "clicksWithoutView"`,
    );
    expect(outside).toEqual({ n: 0, clicksWithoutView: 0 });
  });
});
