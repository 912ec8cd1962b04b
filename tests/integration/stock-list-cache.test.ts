import { execFileSync } from "node:child_process";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { filterKeyOf } from "@/lib/cars/filter-key";

import { api, signedInAs } from "../helpers/auth";
import { createCar, publishCars, removeCars, uniqueWord } from "../helpers/car-factory";
import { apiUrl } from "../helpers/db";

// The stock list's page cache cannot be filled by requests: only a bounded set of filter combinations gets a
// page in Next's on-disk cache; searches and every other query are rendered per request from the cached car
// data, and /cars/<key> typed by hand stores nothing new. Lists stay correct after a car edit either way.

/** Size in KB of a folder (the embedded database under DATA_DIR is no cache and is left out). */
function sizeKb(dir: string, ...excluded: string[]): number {
  const args = ["-sk", ...excluded.map((name) => `--exclude=${name}`), dir];
  return Number(execFileSync("du", args).toString().split("\t")[0]);
}

async function page(pathname: string) {
  const response = await fetch(apiUrl(pathname));
  return { status: response.status, html: await response.text() };
}

/** Runs `jobs` with at most `width` at a time. */
async function inParallel<T>(jobs: Array<() => Promise<T>>, width = 4): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

describe("stock list page cache", () => {
  const ids: string[] = [];
  const model = uniqueWord("Busca");

  beforeAll(async () => {
    ids.push((await createCar({ brand: "Subaru", model, price: 90_000 })).id);
    await publishCars(ids);
  });
  afterAll(() => removeCars(ids));

  it("hundreds of distinct searches and hand-made keys leave .next and DATA_DIR within a few MB", async () => {
    const nextDir = path.resolve(".next");
    const dataDir = inject("dataDir");
    // Warm what any first visit of the list creates, so only per-query growth is measured.
    expect((await page("/cars")).status).toBe(200);
    expect((await page(`/cars?search=${model}`)).html).toContain(model);
    // The database has its own bounds; uploads grow meanwhile with the demo photos' variants (made in the
    // background after start-up), which no search writes.
    const dataSizeKb = () => sizeKb(dataDir, "postgres", "uploads");
    const before = { next: sizeKb(nextDir), data: dataSizeKb() };

    const word = uniqueWord("nada");
    const lists = await inParallel([
      ...Array.from({ length: 240 }, (_, i) => () => page(`/cars?search=${word}${i}`)),
      ...Array.from({ length: 20 }, (_, i) => () => page(`/cars?brand=Subaru&model=${word}${i}`)),
      ...Array.from({ length: 20 }, (_, i) => () => page(`/cars?brand=${word}${i}`)),
    ]);
    // /cars/<key> typed by hand, for keys of combinations that get no stored page.
    const keys = await inParallel(
      Array.from(
        { length: 40 },
        (_, i) => () => page(`/cars/${filterKeyOf(new URLSearchParams({ search: `${word}${i}` }))}`),
      ),
    );

    const grownKb = { next: sizeKb(nextDir) - before.next, data: dataSizeKb() - before.data };
    expect(grownKb.next, `.next grew by ${grownKb.next} KB`).toBeLessThan(3 * 1024);
    expect(grownKb.data, `DATA_DIR grew by ${grownKb.data} KB`).toBeLessThan(3 * 1024);
    for (const list of lists) {
      expect(list.status).toBe(200);
      expect(list.html).toContain("Nenhum veículo encontrado");
    }
    expect(keys.every((result) => result.status === 404)).toBe(true);
  }, 240_000);

  it("a stored combination and a per-request search both show a car's edit at once", async () => {
    const byBrand = "/cars?brand=Subaru";
    const bySearch = `/cars?search=${model}`;
    const byBrandAndPrice = "/cars?brand=Subaru&priceTo=100000";
    for (const url of [byBrand, bySearch, byBrandAndPrice])
      expect((await page(url)).html, url).toContain(`Subaru ${model}`);

    const renamed = `${model}Novo`;
    const response = await api(`/api/cars/${ids[0]}`, {
      method: "PUT",
      json: { model: renamed, price: 120_000 },
      session: await signedInAs("gerente"),
    });
    expect(response.status).toBe(200);

    const brand = await page(byBrand);
    expect(brand.html).toContain(`Subaru ${renamed}`);
    expect(brand.html).not.toMatch(new RegExp(`Subaru ${model}(?!Novo)`));
    expect((await page(`/cars?search=${renamed}`)).html).toContain(`Subaru ${renamed}`);
    const search = await page(bySearch);
    expect(search.html).toContain(`Subaru ${renamed}`);
    // Only the list changes: the model stays among the panel's options.
    expect((await page(byBrandAndPrice)).html).not.toContain(`Subaru ${renamed}`);
  });

  it("each order of the list is its own cached page; unknown orders share the default one", async () => {
    // Runs after the edit above: the first car is now `${model}Novo` at R$ 120.000.
    const cheaper = (await createCar({ brand: "Subaru", model: `${model}Barato`, price: 40_000 })).id;
    ids.push(cheaper);
    await publishCars([cheaper]);
    const position = (html: string, text: string) => html.indexOf(`Subaru ${text}<`);
    for (const [url, first, second] of [
      ["/cars?sort=price-asc", `${model}Barato`, `${model}Novo`],
      ["/cars?sort=price-desc", `${model}Novo`, `${model}Barato`],
      ["/cars?brand=Subaru&sort=price-asc", `${model}Barato`, `${model}Novo`],
      ["/cars?brand=Subaru&sort=price-desc", `${model}Novo`, `${model}Barato`],
    ] as const) {
      // Twice: the second answer comes from the cache of that order, not from the other one's.
      for (let round = 0; round < 2; round++) {
        const { status, html } = await page(url);
        expect(status, url).toBe(200);
        expect(position(html, first), url).toBeGreaterThan(-1);
        expect(position(html, first), url).toBeLessThan(position(html, second));
      }
    }
    // An unknown sort is the default list, not a page of its own; a sorted filtered list gets no stored page.
    const unknown = await page("/cars?sort=qualquer-coisa");
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain(`Subaru ${model}Barato`);
    const handMade = filterKeyOf(new URLSearchParams("brand=Subaru&sort=price-asc"));
    expect((await page(`/cars/${handMade}`)).status).toBe(404);
  });
});
