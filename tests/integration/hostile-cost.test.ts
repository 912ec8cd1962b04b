import { describe, expect, it } from "vitest";

import { MAX_JSON_BODY_BYTES } from "@/lib/constants/uploads";

import { api, signedInAs } from "../helpers/auth";
import { apiUrl } from "../helpers/db";

// One anonymous request must never buy seconds of server time: bodies at the 1 MB cap, each text shaped for
// the worst case of a validation pattern (long runs of what a quantifier accepts, then a failing tail), are
// refused at once, and the event loop stays free for everybody else meanwhile.

const FIELD_BYTES = MAX_JSON_BODY_BYTES - 4 * 1024;
const run = (unit: string, tail = "@") => unit.repeat(Math.floor(FIELD_BYTES / unit.length)) + tail;

type Shape = { label: string; path: string; body: Record<string, unknown>; staff?: boolean };

const SHAPES: Shape[] = [
  {
    label: "contact e-mail of dots",
    path: "/api/contact-tickets",
    body: { name: "Ana", phone: "11987654321", message: "Oi", email: `a@${run(".")}` },
  },
  {
    label: "contact e-mail of 'a.'",
    path: "/api/contact-tickets",
    body: { name: "Ana", phone: "11987654321", message: "Oi", email: `a@${run("a.", " ")}` },
  },
  {
    label: "contact phone",
    path: "/api/contact-tickets",
    body: { name: "Ana", email: "ana@example.com", message: "Oi", phone: run("1", "x") },
  },
  {
    label: "contact name",
    path: "/api/contact-tickets",
    body: { email: "ana@example.com", phone: "11987654321", message: "Oi", name: run(" a", "\u0000") },
  },
  {
    label: "proposal car id",
    path: "/api/contact-tickets",
    body: { name: "Ana", phone: "11987654321", message: "Oi", carId: run("a", "/") },
  },
  {
    label: "sign-up e-mail",
    path: "/api/auth/register",
    body: { password: "123456789", email: `a@${run("a-", ".")}` },
  },
  {
    label: "sign-up name",
    path: "/api/auth/register",
    body: { password: "123456789", email: "novo@example.com", name: run("a ", "\n") },
  },
  {
    label: "sign-in e-mail",
    path: "/api/auth/login",
    body: { password: "123456789", email: `${run("a.", "@")}` },
  },
  { label: "analytics car id", path: "/api/analytics/track", body: { action: "view", carId: run("a", "!") } },
  {
    label: "sale client e-mail",
    path: "/api/sales",
    staff: true,
    body: {
      carId: "x",
      clientName: "Ana",
      clientPhone: "11987654321",
      salePrice: 10,
      saleDate: "2026-01-01",
      salesperson: "Bia",
      clientEmail: `a@${run(".")}`,
    },
  },
  {
    label: "sale client document",
    path: "/api/sales",
    staff: true,
    body: {
      carId: "x",
      clientName: "Ana",
      clientPhone: "11987654321",
      salePrice: 10,
      saleDate: "2026-01-01",
      salesperson: "Bia",
      clientDocument: run("1.", "x"),
    },
  },
  {
    label: "sale date",
    path: "/api/sales",
    staff: true,
    body: {
      carId: "x",
      clientName: "Ana",
      clientPhone: "11987654321",
      salePrice: 10,
      salesperson: "Bia",
      saleDate: run("1", "-"),
    },
  },
  {
    label: "invoice number",
    path: "/api/invoices",
    staff: true,
    body: {
      type: "sale",
      clientName: "Ana",
      clientDocument: "52998224725",
      amount: 10,
      issueDate: "2026-01-01",
      number: run("a.", "!"),
    },
  },
];

async function timed(send: () => Promise<Response>): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await send();
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

describe("validation cost", () => {
  it("every body is within the cap, so the refusal comes from validation, not from the size limit", () => {
    for (const shape of SHAPES)
      expect(Buffer.byteLength(JSON.stringify(shape.body)), shape.label).toBeLessThanOrEqual(
        MAX_JSON_BODY_BYTES,
      );
  });

  it("answers bodies shaped for the patterns' worst cases with a 4xx in seconds at most, while /api/health stays quick", async () => {
    const gerente = await signedInAs("gerente");
    let sending = true;
    const healthTimes: number[] = [];
    const health = (async () => {
      while (sending) {
        const { status, ms } = await timed(() =>
          fetch(apiUrl("/api/health"), { signal: AbortSignal.timeout(5_000) }),
        );
        healthTimes.push(status === 200 ? ms : Number.POSITIVE_INFINITY);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })().catch(() => healthTimes.push(Number.POSITIVE_INFINITY));
    try {
      const results = await Promise.all(
        SHAPES.map(async (shape) => ({
          shape,
          ...(await timed(() =>
            api(shape.path, {
              method: "POST",
              json: shape.body,
              session: shape.staff ? gerente : null,
              signal: AbortSignal.timeout(10_000),
            }),
          )),
        })),
      );
      for (const { shape, status, ms, text } of results) {
        expect(status, `${shape.label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(status, `${shape.label}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(JSON.parse(text), shape.label).toEqual(expect.objectContaining({ error: expect.any(String) }));
        // A pattern that backtracks on these bodies takes tens of seconds or more (the request gives up at 10 s);
        // a linear one, a fraction of a second even when all travel at once on a busy shared machine. 5 s stays an
        // order of magnitude from both, so the machine's speed does not decide the outcome.
        expect(ms, shape.label).toBeLessThan(5_000);
      }
      // Health answered at least once while the hostile bodies were being handled.
      const during = await timed(() => fetch(apiUrl("/api/health"), { signal: AbortSignal.timeout(5_000) }));
      expect(during.status).toBe(200);
    } finally {
      sending = false;
      await health;
    }
    expect(healthTimes.length).toBeGreaterThan(0);
    // An event loop blocked by a pattern would hold these for as long as the pattern runs (see above).
    expect(Math.max(...healthTimes)).toBeLessThan(5_000);
  });

  it("keeps the rules: an e-mail just over its maximum length is refused, a good contact message is accepted", async () => {
    const tooLong = await api("/api/contact-tickets", {
      method: "POST",
      json: { name: "Ana", phone: "11987654321", message: "Oi", email: `${"a".repeat(250)}@example.com` },
    });
    expect(tooLong.status).toBe(400);
    const accepted = await api("/api/contact-tickets", {
      method: "POST",
      json: { name: "Ana", phone: "(11) 98765-4321", message: "Oi", email: "Ana.Souza@Example.com.br" },
    });
    expect(accepted.status).toBe(201);
  });
});
