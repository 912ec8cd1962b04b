import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { startNext, tempDataDir } from "../helpers/app-server";
import { testAddress } from "../helpers/auth";
import { testDb } from "../helpers/db";

// What the server logs for an unexpected error names the error, never the values the client sent. The test
// makes the database refuse certain rows with an error that echoes the row, as PostgreSQL's own details ("Failing
// row contains …") and Prisma's validation messages do.

const marker = () => `sonda-${randomBytes(6).toString("hex")}`;
let app: Awaited<ReturnType<typeof startNext>>;

beforeAll(async () => {
  app = await startNext({ databaseUrl: inject("databaseUrl"), dataDir: tempDataDir("dealership-logs") });
  const db = testDb();
  await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION log_probe() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name LIKE 'Sonda %' THEN
        RAISE EXCEPTION 'linha recusada: % %', NEW.name, NEW.email USING DETAIL = row_to_json(NEW)::text;
      END IF;
      RETURN NEW;
    END $$`);
  for (const table of ["ContactTicket", "User"]) {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER log_probe BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION log_probe()`,
    );
  }
});

afterAll(async () => {
  for (const table of ["ContactTicket", "User"])
    await testDb().$executeRawUnsafe(`DROP TRIGGER IF EXISTS log_probe ON "${table}"`);
  await testDb().$executeRawUnsafe(`DROP FUNCTION IF EXISTS log_probe()`);
  await app?.stop();
});

async function post(path: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.baseUrl, "X-Forwarded-For": testAddress() },
    body: JSON.stringify(body),
  });
}

async function logAfter(before: number, expected: string): Promise<string> {
  // The log line may arrive a moment after the answer.
  for (let i = 0; i < 40 && !app.log().slice(before).includes(expected); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return app.log().slice(before);
}

describe("logged errors", () => {
  it("of a contact message carry none of its values", async () => {
    const values = {
      name: `Sonda ${marker()}`,
      email: `${marker()}@example.com`,
      phone: "11987654321",
      message: `Mensagem ${marker()}`,
    };
    const before = app.log().length;
    const response = await post("/api/contact-tickets", values);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Erro interno do servidor. Tente novamente." });
    const log = await logAfter(before, "/api/contact-tickets");
    expect(log).toContain("[POST /api/contact-tickets]");
    for (const value of [values.name.slice(6), values.email, values.message.slice(9)])
      expect(log).not.toContain(value);
  });

  it("of a sign-up carry neither its e-mail nor its password", async () => {
    const values = {
      name: `Sonda ${marker()}`,
      email: `${marker()}@example.com`,
      password: `senha-${marker()}`,
    };
    const before = app.log().length;
    const response = await post("/api/auth/register", values);
    expect(response.status).toBe(500);
    const log = await logAfter(before, "/api/auth/register");
    expect(log).toContain("[POST /api/auth/register]");
    for (const value of [values.name.slice(6), values.email, values.password])
      expect(log).not.toContain(value);
  });
});
