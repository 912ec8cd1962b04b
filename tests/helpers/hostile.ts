import { request } from "node:http";

import { expect } from "vitest";

import { MAX_JSON_BODY_BYTES } from "@/lib/constants/uploads";

import { siteOrigin, testAddress, type Session } from "./auth";
import { apiUrl, testDb } from "./db";

// Shared pieces of the hostile-input tests (tests/integration/hostile-*.test.ts): what every refusal must look
// like, row counts proving nothing was written, raw JSON texts JSON.stringify cannot produce, and raw HTTP for
// paths fetch would normalize.

export type ErrorBody = { error: string; fields?: Record<string, string>; success?: false };

// What a default (English) message of zod, Prisma, Node or Next looks like; the API speaks pt-BR only.
const ENGLISH =
  /\b(invalid|expected|received|required|must|unrecognized|too (big|small)|error|failed|internal|not found|undefined|NaN|null|object|string|number|array|boolean)\b/i;
// Details a refusal must never leak.
const LEAKS =
  /at \S+ \(|\/work\/|node_modules|\bSELECT\b|\bINSERT\b|\bUPDATE "|prisma|sqlstate|<html|<!doctype/i;

/** True when the text reads as one of the stack's English defaults rather than a pt-BR message. */
export function looksEnglish(text: string): boolean {
  return ENGLISH.test(text);
}

/**
 * Asserts the response is the contract's JSON error with `status`: JSON content type, `{error, fields?}` (plus
 * `success:false` where the OpenAPI document says so), a pt-BR message, and nothing leaked. Returns the body.
 */
export async function expectJsonError(response: Response, status: number, label = ""): Promise<ErrorBody> {
  const text = await response.text();
  const where = `${label} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBe(status);
  expect(response.headers.get("content-type") ?? "", where).toMatch(/^application\/json/);
  expect(text, where).not.toMatch(LEAKS);
  const body = JSON.parse(text) as ErrorBody;
  expect(typeof body, where).toBe("object");
  expect(
    Object.keys(body).every((key) => ["error", "fields", "success"].includes(key)),
    where,
  ).toBe(true);
  expect(typeof body.error, where).toBe("string");
  expect(body.error.length, where).toBeGreaterThan(0);
  expect(looksEnglish(body.error), where).toBe(false);
  if (body.fields !== undefined) {
    expect(typeof body.fields, where).toBe("object");
    for (const message of Object.values(body.fields)) {
      expect(typeof message, where).toBe("string");
      expect(looksEnglish(message), where).toBe(false);
    }
  }
  if (body.success !== undefined) expect(body.success, where).toBe(false);
  return body;
}

/** A 400 naming `field` (or a path under it, like images.0) in `fields`. */
export async function expectFieldError(response: Response, field: string, label = ""): Promise<ErrorBody> {
  const body = await expectJsonError(response, 400, label);
  const keys = Object.keys(body.fields ?? {});
  expect(
    keys.some((key) => key === field || key.startsWith(`${field}.`)),
    `${label}: fields ${JSON.stringify(body.fields)} should name ${field}`,
  ).toBe(true);
  return body;
}

/** Rows of every table the API writes to, counted together so a test can prove a refusal wrote nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const db = testDb();
  const [users, cars, photos, tickets, sales, expenses, documents, invoices, files, events] =
    await Promise.all([
      db.user.count(),
      db.car.count(),
      db.carPhoto.count(),
      db.contactTicket.count(),
      db.sale.count(),
      db.expense.count(),
      db.document.count(),
      db.invoice.count(),
      db.storedFile.count(),
      db.analyticsEvent.count(),
    ]);
  return { users, cars, photos, tickets, sales, expenses, documents, invoices, files, events };
}

/** Runs `act` and asserts no table gained or lost a row. */
export async function expectNoWrites(label: string, act: () => Promise<void>): Promise<void> {
  const before = await rowCounts();
  await act();
  expect(await rowCounts(), `${label}: rows changed`).toEqual(before);
}

/**
 * JSON text of `value` with some values written raw: `rawJson({price: 0}, {price: "1e309"})` gives
 * `{"price":1e309}`, which JSON.parse reads as Infinity (JSON.stringify would write null).
 */
export function rawJson(value: Record<string, unknown>, raw: Record<string, string>): string {
  const marked: Record<string, unknown> = { ...value };
  for (const key of Object.keys(raw)) marked[key] = `@@raw:${key}@@`;
  let text = JSON.stringify(marked);
  for (const [key, literal] of Object.entries(raw)) text = text.replace(`"@@raw:${key}@@"`, literal);
  return text;
}

/** A JSON object text of exactly `bytes` bytes. */
export function jsonOfSize(bytes: number): string {
  const shell = '{"padding":""}';
  return `{"padding":"${"a".repeat(bytes - shell.length)}"}`;
}

export const OVER_ONE_MEGABYTE = jsonOfSize(MAX_JSON_BODY_BYTES + 1);

/** Hostile JSON values for a field where a string (or a number) is expected. */
export const WRONG_TYPES: ReadonlyArray<[string, unknown]> = [
  ["an object", { $ne: "" }],
  ["an array", ["a", "b"]],
  ["a boolean", true],
  ["a nested object", { toString: "x", valueOf: 1 }],
];

export const TEN_THOUSAND = "Á".repeat(10_000);
export const CONTROL_CHARACTERS: ReadonlyArray<[string, string]> = [
  ["NUL", "\u0000"],
  ["BEL", "\u0007"],
  ["ESC", "\u001b"],
  ["a C1 control (U+0085)", "\u0085"],
];

/** A text with `inner` in the middle, so trimming cannot remove it. */
export const inside = (inner: string, base = "Maria Silva") => `${base.slice(0, 5)}${inner}${base.slice(5)}`;

/** Money values every money field must refuse with 400: [label, JSON text of the value]. */
export function hostileMoney(max: number): ReadonlyArray<[string, string]> {
  return [
    ['the string "NaN"', '"NaN"'],
    ['the string "Infinity"', '"Infinity"'],
    ['the string "-Infinity"', '"-Infinity"'],
    ["1e309 (Infinity once parsed)", "1e309"],
    ["-1e309", "-1e309"],
    ['the string "1e309"', '"1e309"'],
    ["a negative amount", "-1"],
    ["zero", "0"],
    ["1e20", "1e20"],
    ["three decimals (0.001)", "0.001"],
    ["three decimals as text", '"10.005"'],
    ["one cent over the maximum", String(max + 0.01)],
    ["a boolean", "true"],
    ["an array holding a number", "[5]"],
    ["an object", '{"valueOf":5}'],
    ["letters", '"abc"'],
    ["a hexadecimal text", '"0x10"'],
  ];
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A request whose path is sent byte for byte as given (fetch and URL would resolve `..` or re-encode it),
 * same-origin and with the session's cookie.
 */
export function rawRequest(
  path: string,
  options: {
    method?: string;
    session?: Session | null;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<RawResponse> {
  const base = new URL(apiUrl("/"));
  return new Promise((resolve, reject) => {
    const client = request(
      {
        host: base.hostname,
        port: base.port,
        method: options.method ?? "GET",
        path,
        headers: {
          Origin: siteOrigin(),
          "X-Forwarded-For": testAddress(),
          ...(options.session ? { Cookie: options.session.cookie } : {}),
          ...(options.body !== undefined
            ? {
                "Content-Type": "application/json",
                "Content-Length": String(Buffer.byteLength(options.body)),
              }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    client.on("error", reject);
    client.end(options.body);
  });
}

/** A multipart body built by hand, so file names reach the server exactly as written (backslashes, NUL, quotes). */
export function rawMultipart(
  parts: Array<
    { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array; type?: string }
  >,
): { body: Buffer; contentType: string } {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`));
      chunks.push(Buffer.from(part.value, "utf8"));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
          "utf8",
        ),
      );
      chunks.push(Buffer.from(part.bytes));
    }
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
