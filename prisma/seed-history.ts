import pg from "pg";

import { formatInvoiceNumber, invoicePeriod } from "@/lib/invoices/numbering";
import { saoPauloDay } from "@/lib/format/dates";
import { demoStock } from "@/prisma/demo/stock";
import { makeDemoFile } from "@/prisma/demo/files";
import { buildHistory, type History, type HistoryListing } from "@/prisma/demo/history";

// `npm run db:seed -- --years N` (or `--days N`): writes years of history up to yesterday (prisma/demo/history.ts)
// beside the demo data, into a database that has just received it, in bulk: multi-row INSERT … SELECT FROM unnest(…) in batches,
// and the analytics events drawn by PostgreSQL with generate_series, all in one transaction (a failure leaves
// the demo data as it was).
//
// This runs on a connection of its own, not the app's Prisma client: the app's connections cancel any statement
// after 2.5 s (lib/db/connect.ts), which protects visitors from a slow database, while one bulk statement here
// may run for seconds. So this connection, and only it, has no statement timeout.

const BATCH_ROWS = 2_000;
/** Cars whose analytics events are drawn in one statement (about 60 days on show each). */
const EVENT_BATCH_CARS = 150;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_LOCK_KEY = 72_707_371;

export type HistoryOptions = { days: number; now?: Date; log?: (line: string) => void };

type Column = { name: string; type: string; cast?: string };
type Row = unknown[];

const ts = (date: Date) => date.toISOString().replace("Z", "");
const day = (date: Date) => date.toISOString().slice(0, 10);

/** INSERT … SELECT FROM unnest($1::type[], …) in batches: one round trip per BATCH_ROWS rows. */
async function insertRows(db: pg.ClientBase, table: string, columns: Column[], rows: Row[]): Promise<void> {
  const names = columns.map((column) => `"${column.name}"`).join(", ");
  const params = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(", ");
  const select = columns
    .map((column, index) => (column.cast ? `${column.cast.replace("$", `c${index}`)}` : `c${index}`))
    .join(", ");
  const aliases = columns.map((_, index) => `c${index}`).join(", ");
  const sql = `INSERT INTO "${table}" (${names}) SELECT ${select} FROM unnest(${params}) AS t(${aliases})`;
  for (let from = 0; from < rows.length; from += BATCH_ROWS) {
    const batch = rows.slice(from, from + BATCH_ROWS);
    await db.query(
      sql,
      columns.map((_, index) => batch.map((row) => row[index] ?? null)),
    );
  }
}

const text = (name: string): Column => ({ name, type: "text" });
const int = (name: string): Column => ({ name, type: "int" });
const numeric = (name: string): Column => ({ name, type: "numeric" });
const date = (name: string): Column => ({ name, type: "date" });
const timestamp = (name: string): Column => ({ name, type: "timestamp" });
const enumOf = (name: string, type: string): Column => ({ name, type: "text", cast: `$::"${type}"` });

/**
 * Seeds the `days` days up to yesterday. Refuses (returns null) unless the database holds the demo data alone
 * (its cars and no other): the history is made-up business, never for a database with real or earlier data.
 */
export async function seedHistory(url: string, options: HistoryOptions): Promise<string | null> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const end = saoPauloDay(now);
  const history = buildHistory(end, options.days, now);
  const built = Date.now();

  const db = new pg.Client({
    connectionString: url,
    statement_timeout: 0,
    application_name: "db:seed history",
  });
  await db.connect();
  try {
    await db.query("BEGIN");
    await db.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK_KEY]);
    const { rows } = await db.query<{ cars: number }>(`SELECT count(*)::int AS cars FROM "Car"`);
    if (rows[0]!.cars !== demoStock(now).length) {
      await db.query("ROLLBACK");
      return null;
    }
    await writeRows(db, history);
    const rowsDone = Date.now();
    const events = await drawEvents(db, history.listings, options.log);
    await db.query("COMMIT");
    const finished = Date.now();
    const summary =
      `${history.cars.length} sold cars, ${history.sales.length} sales, ${history.invoices.length} invoices, ` +
      `${history.expenses.length} expenses (${history.expenses.filter((e) => e.receipt).length} receipts), ` +
      `${history.documents.length} documents, ${history.tickets.length} tickets, ${events} analytics events ` +
      `from ${day(new Date(end.getTime() - Math.round(options.days) * DAY_MS))} to ${day(new Date(end.getTime() - DAY_MS))} ` +
      `(generated ${seconds(built - started)}, rows ${seconds(rowsDone - built)}, events ${seconds(finished - rowsDone)})`;
    return summary;
  } catch (error) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function writeRows(db: pg.ClientBase, history: History): Promise<void> {
  await insertRows(
    db,
    "Car",
    [
      text("id"),
      text("brand"),
      text("model"),
      text("year"),
      int("yearValue"),
      numeric("price"),
      int("mileage"),
      text("engine"),
      text("transmission"),
      text("fuel"),
      text("color"),
      text("description"),
      { name: "features", type: "text", cast: "ARRAY(SELECT jsonb_array_elements_text($::jsonb))" },
      { name: "specifications", type: "text", cast: "$::jsonb" },
      { name: "isTurbo", type: "boolean" },
      numeric("purchasePrice"),
      date("purchaseDate"),
      enumOf("status", "CarStatus"),
      timestamp("createdAt"),
      timestamp("updatedAt"),
    ],
    history.cars.map((car) => [
      car.id,
      car.brand,
      car.model,
      car.year,
      car.yearValue,
      car.price,
      car.mileage,
      car.engine,
      car.transmission,
      car.fuel,
      car.color,
      car.description,
      JSON.stringify(car.features),
      JSON.stringify(car.specifications),
      car.isTurbo,
      car.purchasePrice,
      day(car.purchaseDate),
      "sold",
      ts(car.createdAt),
      ts(car.updatedAt),
    ]),
  );

  await insertRows(
    db,
    "Sale",
    [
      text("id"),
      text("carId"),
      text("carBrand"),
      text("carModel"),
      text("carYear"),
      text("clientName"),
      text("clientPhone"),
      text("clientEmail"),
      text("clientDocument"),
      numeric("salePrice"),
      enumOf("paymentMethod", "PaymentMethod"),
      text("paymentDetails"),
      text("salesperson"),
      enumOf("status", "SaleStatus"),
      date("saleDate"),
      text("notes"),
      timestamp("closedAt"),
      timestamp("createdAt"),
      timestamp("updatedAt"),
    ],
    history.sales.map((sale) => [
      sale.id,
      sale.carId,
      sale.carBrand,
      sale.carModel,
      sale.carYear,
      sale.clientName,
      sale.clientPhone,
      sale.clientEmail,
      sale.clientDocument,
      sale.salePrice,
      sale.paymentMethod,
      sale.paymentDetails,
      sale.salesperson,
      sale.status,
      day(sale.saleDate),
      sale.notes,
      sale.closedAt ? ts(sale.closedAt) : null,
      ts(sale.createdAt),
      ts(sale.createdAt),
    ]),
  );

  await writeInvoices(db, history);

  // Private files: one StoredFile row per receipt and document, made by the demo's own file maker.
  const files: Row[] = [];
  const fileIds = new Map<object, string>();
  for (const owner of [...history.expenses, ...history.documents]) {
    const spec = "receipt" in owner ? owner.receipt : owner.file;
    if (!spec) continue;
    const file = await makeDemoFile(spec);
    const fileId = `f${owner.id.slice(1)}`;
    fileIds.set(owner, fileId);
    files.push([
      fileId,
      file.kind,
      file.fileName,
      file.contentType,
      file.size,
      file.sha256,
      Buffer.from(file.data),
      ts(owner.createdAt),
    ]);
  }
  await insertRows(
    db,
    "StoredFile",
    [
      text("id"),
      enumOf("kind", "StoredFileKind"),
      text("fileName"),
      text("contentType"),
      int("size"),
      text("sha256"),
      { name: "data", type: "bytea" },
      timestamp("createdAt"),
    ],
    files,
  );

  await insertRows(
    db,
    "Expense",
    [
      text("id"),
      text("description"),
      numeric("amount"),
      enumOf("category", "ExpenseCategory"),
      date("date"),
      text("carId"),
      text("receiptFileId"),
      timestamp("createdAt"),
      timestamp("updatedAt"),
    ],
    history.expenses.map((expense) => [
      expense.id,
      expense.description,
      expense.amount,
      expense.category,
      day(expense.date),
      expense.carId,
      fileIds.get(expense) ?? null,
      ts(expense.createdAt),
      ts(expense.createdAt),
    ]),
  );

  await insertRows(
    db,
    "Document",
    [
      text("id"),
      text("title"),
      enumOf("type", "DocumentType"),
      text("carId"),
      text("clientName"),
      text("fileId"),
      date("expiryDate"),
      timestamp("createdAt"),
      timestamp("updatedAt"),
    ],
    history.documents.map((document) => [
      document.id,
      document.title,
      document.type,
      document.carId,
      document.clientName,
      fileIds.get(document) ?? null,
      document.expiryDate ? day(document.expiryDate) : null,
      ts(document.createdAt),
      ts(document.createdAt),
    ]),
  );

  await insertRows(
    db,
    "ContactTicket",
    [
      text("id"),
      text("name"),
      text("email"),
      text("phone"),
      enumOf("subject", "TicketSubject"),
      text("message"),
      enumOf("status", "TicketStatus"),
      text("carId"),
      text("carBrand"),
      text("carModel"),
      text("carYear"),
      numeric("carPrice"),
      int("carMileage"),
      text("carEngine"),
      text("carFuel"),
      text("carColor"),
      text("carTransmission"),
      timestamp("resolvedAt"),
      timestamp("createdAt"),
      timestamp("updatedAt"),
    ],
    history.tickets.map((ticket) => [
      ticket.id,
      ticket.name,
      ticket.email,
      ticket.phone,
      // The stored values of the subjects are their hyphenated names (@map in the schema).
      ticket.subject.replace(/_/g, "-"),
      ticket.message,
      "resolved",
      ticket.car?.id ?? null,
      ticket.car?.brand ?? null,
      ticket.car?.model ?? null,
      ticket.car?.year ?? null,
      ticket.car?.price ?? null,
      ticket.car?.mileage ?? null,
      ticket.car?.engine ?? null,
      ticket.car?.fuel ?? null,
      ticket.car?.color ?? null,
      ticket.car?.transmission ?? null,
      ts(ticket.resolvedAt),
      ts(ticket.createdAt),
      ts(ticket.resolvedAt),
    ]),
  );
}

/**
 * Invoices numbered the way the app numbers new ones ("NF" + month + sequence), each month continuing after the
 * numbers it already handed out, and the month counters raised to match.
 */
async function writeInvoices(db: pg.ClientBase, history: History): Promise<void> {
  const { rows } = await db.query<{ period: string; lastValue: number }>(
    `SELECT "period", "lastValue" FROM "InvoiceCounter"`,
  );
  const counters = new Map(rows.map((row) => [row.period, row.lastValue]));
  const ordered = [...history.invoices].sort(
    (a, b) => a.issueDate.getTime() - b.issueDate.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const numbered = ordered.map((invoice) => {
    const period = invoicePeriod(day(invoice.issueDate));
    const sequence = (counters.get(period) ?? 0) + 1;
    counters.set(period, sequence);
    return { ...invoice, number: formatInvoiceNumber(period, sequence) };
  });
  await insertRows(
    db,
    "Invoice",
    [
      text("id"),
      enumOf("type", "InvoiceType"),
      text("number"),
      text("carId"),
      text("carBrand"),
      text("carModel"),
      text("carYear"),
      text("clientName"),
      text("clientDocument"),
      numeric("amount"),
      date("issueDate"),
      enumOf("status", "InvoiceStatus"),
      text("description"),
      timestamp("createdAt"),
      timestamp("updatedAt"),
    ],
    numbered.map((invoice) => [
      invoice.id,
      invoice.type,
      invoice.number,
      invoice.carId,
      invoice.carBrand,
      invoice.carModel,
      invoice.carYear,
      invoice.clientName,
      invoice.clientDocument,
      invoice.amount,
      day(invoice.issueDate),
      "paid",
      invoice.description,
      ts(invoice.createdAt),
      ts(invoice.createdAt),
    ]),
  );
  await db.query(
    `INSERT INTO "InvoiceCounter" ("period", "lastValue", "updatedAt")
     SELECT p, v, now() FROM unnest($1::text[], $2::int[]) AS t(p, v)
     ON CONFLICT ("period") DO UPDATE SET "lastValue" = GREATEST("InvoiceCounter"."lastValue", EXCLUDED."lastValue"),
       "updatedAt" = now()`,
    [[...counters.keys()], [...counters.values()]],
  );
}

/**
 * Views and clicks of every car while it was on show, drawn by PostgreSQL: each day 4 to 16 visitors (times the
 * car's appeal) view it, between 07:00 and 23:00 in São Paulo (UTC−3), and about 9 % of them click WhatsApp and
 * 3.5 % the phone a few minutes later. The triggers of AnalyticsEvent fill AnalyticsDaily as the rows go in;
 * the cars' counters are then set from it. Returns the number of events.
 */
async function drawEvents(
  db: pg.ClientBase,
  listings: HistoryListing[],
  log?: (line: string) => void,
): Promise<number> {
  await db.query("SELECT setseed(0.2026)");
  let total = 0;
  for (let from = 0; from < listings.length; from += EVENT_BATCH_CARS) {
    const batch = listings.slice(from, from + EVENT_BATCH_CARS);
    const { rows } = await db.query<{ events: number }>(
      `WITH listing AS (
         SELECT * FROM unnest($1::text[], $2::date[], $3::date[], $4::float8[]) AS l("carId", "firstDay", "lastDay", "appeal")
       ),
       viewed AS (
         SELECT l."carId", d.day::date AS "day", v.n,
                least(d.day + interval '10 hours' + random() * interval '16 hours', now() AT TIME ZONE 'UTC') AS "at"
         FROM listing l
         CROSS JOIN LATERAL generate_series(l."firstDay"::timestamp, l."lastDay"::timestamp, interval '1 day') AS d(day)
         CROSS JOIN LATERAL generate_series(1, greatest(1, round(l."appeal" * (4 + random() * 12)))::int) AS v(n)
       ),
       views AS (
         INSERT INTO "AnalyticsEvent" ("carId", "action", "day", "visitorHash", "slot", "createdAt")
         SELECT "carId", 'view', "day", md5(concat_ws(' ', "carId", "day", n)) || md5(concat_ws(' ', n, "day", "carId")), 0, "at"
         FROM viewed
         RETURNING "carId", "day", "visitorHash", "createdAt"
       ),
       clicked AS (
         SELECT v.*, a.action, least(v."createdAt" + (20 + random() * 580) * interval '1 second', now() AT TIME ZONE 'UTC') AS "at"
         FROM views v
         CROSS JOIN (VALUES ('whatsapp_click'::"AnalyticsAction", 0.09), ('phone_click', 0.035)) AS a(action, p)
         WHERE random() < a.p
       ),
       clicks AS (
         INSERT INTO "AnalyticsEvent" ("carId", "action", "day", "visitorHash", "slot", "createdAt")
         SELECT "carId", action, "day", "visitorHash", floor(extract(epoch FROM "at") / 10)::bigint, "at" FROM clicked
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM views)::int + (SELECT count(*) FROM clicks)::int AS events`,
      [
        batch.map((listing) => listing.carId),
        batch.map((listing) => day(listing.firstDay)),
        batch.map((listing) => day(listing.lastDay)),
        batch.map((listing) => listing.appeal),
      ],
    );
    total += rows[0]?.events ?? 0;
    if (from % (EVENT_BATCH_CARS * 8) === 0) log?.(`[seed] analytics events: ${total} so far`);
  }
  await db.query(
    `UPDATE "Car" c SET "views" = s.views, "whatsappClicks" = s.whatsapp, "phoneClicks" = s.phone
     FROM (
       SELECT "carId",
              coalesce(sum("count") FILTER (WHERE "action" = 'view'), 0)::int AS views,
              coalesce(sum("count") FILTER (WHERE "action" = 'whatsapp_click'), 0)::int AS whatsapp,
              coalesce(sum("count") FILTER (WHERE "action" = 'phone_click'), 0)::int AS phone
       FROM "AnalyticsDaily" WHERE "carId" = ANY($1::text[]) GROUP BY "carId"
     ) s
     WHERE c."id" = s."carId"`,
    [listings.map((listing) => listing.carId)],
  );
  return total;
}
