import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { META_COLUMNS } from "@/lib/feeds/vehicles";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, publishCars, removeCars, uniqueWord } from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";

// GET /feeds/google-vehicles.xml and /feeds/meta-vehicles.csv (docs/business-rules.md "Catalog feeds"): only
// available cars, absolute links, the platforms' fields, cached 5 minutes by shared caches, and an edit (a car
// sold through the API) shows on the next fetch.

type Item = Record<string, unknown>;

async function feed(path: string) {
  const response = await fetch(apiUrl(path));
  return { response, text: await response.text() };
}

function googleItems(xml: string): Item[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
    rss: { "@_version": string; "@_xmlns:g": string; channel: { item?: Item | Item[] } };
  };
  expect(parsed.rss["@_version"]).toBe("2.0");
  expect(parsed.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
  const items = parsed.rss.channel.item;
  return items === undefined ? [] : Array.isArray(items) ? items : [items];
}

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  return rows;
}

describe("catalog feeds", () => {
  let gerente: SignedInUser;
  const cars: string[] = [];
  let listed: string;
  let model: string;
  let soldCar: string;

  beforeAll(async () => {
    gerente = await signedInAs("gerente");
    model = `${uniqueWord("Feed")} "Sport", 1.0 & <Turbo>`;
    const car = await createCar({
      brand: "Volkswagen",
      model,
      year: "2021/2022",
      price: 109_900,
      mileage: 45_000,
      fuel: "Flex",
      transmission: "Manual",
      color: "Branco",
      description: "Linha 1\nLinha 2, com vírgula",
      photos: 12,
      specifications: { Carroceria: "Hatch" },
    });
    const other = await createCar({ brand: "Fiat", status: "sold" });
    listed = car.id;
    soldCar = other.id;
    cars.push(listed, soldCar);
    await publishCars([listed, soldCar]);
  });
  afterAll(async () => {
    await testDb().sale.deleteMany({ where: { carId: { in: cars } } });
    await removeCars(cars);
  });

  it("Google: RSS 2.0 with one item per available car, absolute URLs and the g: fields", async () => {
    const { response, text } = await feed("/feeds/google-vehicles.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const items = googleItems(text);
    const ids = items.map((item) => item["g:id"]);
    expect(ids).toContain(listed);
    expect(ids).not.toContain(soldCar);
    const available = await testDb().car.count({ where: { status: "available" } });
    expect(items).toHaveLength(available);

    const item = items.find((entry) => entry["g:id"] === listed)!;
    const origin = new URL(String(item.link)).origin;
    expect(item.title).toBe(`Volkswagen ${model} 2021/2022`);
    expect(item.description).toBe("Linha 1\nLinha 2, com vírgula");
    expect(item.link).toBe(`${origin}/car/${listed}`);
    expect(String(item["g:image_link"])).toMatch(/^https?:\/\/[^/]+\/media\//);
    const additional = item["g:additional_image_link"] as string[];
    expect(additional).toHaveLength(10);
    for (const url of additional) expect(url).toMatch(/^https?:\/\//);
    expect(item).toMatchObject({
      "g:price": "109900.00 BRL",
      "g:condition": "used",
      "g:availability": "in_stock",
      "g:brand": "Volkswagen",
      "g:model": model,
      "g:year": "2022",
      "g:mileage": "45000 km",
      "g:color": "Branco",
      "g:fuel_type": "gasoline",
      "g:transmission": "manual",
    });
    // Every link of every item is absolute.
    for (const entry of items) expect(String(entry.link)).toMatch(/^https?:\/\/[^/]+\/car\//);
  });

  it("Meta: the catalog's columns, RFC 4180 quoting, UTF-8 without a BOM", async () => {
    const response = await fetch(apiUrl("/feeds/meta-vehicles.csv"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes));
    expect(rows[0]).toEqual([...META_COLUMNS]);
    expect(rows[0]!.slice(9, 19)).toEqual(Array.from({ length: 10 }, (_, index) => `image[${index}].url`));
    const records = rows
      .slice(1)
      .map((row) => Object.fromEntries(row.map((cell, index) => [rows[0]![index], cell])));
    expect(records.map((record) => record.vehicle_id)).not.toContain(soldCar);
    const record = records.find((entry) => entry.vehicle_id === listed)!;
    expect(record).toMatchObject({
      title: `Volkswagen ${model} 2021/2022`,
      description: "Linha 1\nLinha 2, com vírgula",
      make: "Volkswagen",
      model,
      year: "2022",
      "mileage.value": "45000",
      "mileage.unit": "KM",
      price: "109900 BRL",
      exterior_color: "Branco",
      fuel_type: "FLEX",
      transmission: "MANUAL",
      body_style: "HATCHBACK",
      state_of_vehicle: "USED",
      availability: "available",
      "address.country": "BR",
    });
    expect(record.url).toMatch(new RegExp(`^https?://[^/]+/car/${listed}$`));
    for (let index = 0; index < 10; index++) expect(record[`image[${index}].url`]).toMatch(/^https?:\/\//);
    expect(record["address.city"]).not.toBe("");
    expect(record["address.region"]).toMatch(/^[A-Z]{2}$/);
  });

  it("a car sold through the API leaves both feeds on the next fetch", async () => {
    const sale = await api("/api/sales", {
      method: "POST",
      session: gerente,
      json: {
        carId: listed,
        clientName: "Ana Souza",
        clientPhone: "(11) 98765-4321",
        salePrice: 100_000,
        paymentMethod: "cash",
        salesperson: "Rafael",
        saleDate: "2026-11-20",
        status: "closed",
      },
    });
    expect(sale.status).toBe(201);
    const deadline = Date.now() + 5_000;
    let google = "";
    let meta = "";
    do {
      [google, meta] = await Promise.all([
        feed("/feeds/google-vehicles.xml").then((result) => result.text),
        feed("/feeds/meta-vehicles.csv").then((result) => result.text),
      ]);
      if (!google.includes(listed) && !meta.includes(listed)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() < deadline);
    expect(googleItems(google).map((item) => item["g:id"])).not.toContain(listed);
    expect(meta).not.toContain(listed);
  });

  it("robots.txt allows the feeds", async () => {
    const robots = await (await fetch(apiUrl("/robots.txt"))).text();
    expect(robots).toMatch(/Allow: \/feeds\//);
  });
});
