import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STOCK_PAGE_SIZE } from "@/lib/cars/stock-pages";

import { createCar, publishCars, removeCars, uniqueWord } from "../helpers/car-factory";
import { apiUrl } from "../helpers/db";
import { clientInstances, inlinedFlightData, totalClientInstances } from "../helpers/flight-data";

// What a phone hydrates on each showroom page, read from the payload Next.js inlines in the HTML: how many client
// components it draws (icons and card links are plain markup, and the stock list's cards are one grid, so a card
// adds none), that a card's markup is not repeated in the payload, that the icons drawn by reference find their
// drawing on the page, and the stock list in pages of STOCK_PAGE_SIZE cars.

const html = async (path: string) => {
  const response = await fetch(apiUrl(path));
  expect(response.status, path).toBe(200);
  return response.text();
};
const instancesOf = async (path: string) => totalClientInstances(inlinedFlightData(await html(path)));
const cardsIn = (page: string) => page.match(/data-testid="car-card"/g)?.length ?? 0;
const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

describe("client components in the showroom's payload", () => {
  const word = uniqueWord("Payload");
  const carIds: string[] = [];

  beforeAll(async () => {
    for (const [index, suffix] of ["Xa", "Xb", "Y"].entries())
      carIds.push((await createCar({ model: `${word}${suffix}`, isFeatured: index === 0 })).id);
    const sold = await createCar({ model: `${word} vendido`, status: "sold" });
    carIds.push(sold.id);
    await publishCars(carIds);
  });
  afterAll(() => removeCars(carIds));

  it("a card adds no client component: the list of 2 cars and of 3 draw as many", async () => {
    const two = await html(`/cars?search=${word}X`);
    const three = await html(`/cars?search=${word}`);
    expect(cardsIn(two)).toBe(2);
    expect(cardsIn(three)).toBe(3);
    const counts = [two, three].map((page) => totalClientInstances(inlinedFlightData(page)));
    expect(counts[1]).toBe(counts[0]);
    // What is drawn is named: no icon component, no link component per card.
    const names = [...clientInstances(inlinedFlightData(three)).keys()];
    expect(names).toContain("FilterPanel");
  });

  it("a stock list's card travels once: its markup in the HTML, only its summary in the payload", async () => {
    const page = await html(`/cars?search=${word}`);
    const flight = inlinedFlightData(page);
    expect(cardsIn(page)).toBe(3);
    expect(flight).toContain(`${word}Xa`);
    expect(flight).not.toContain('"data-testid":"car-card"');
  });

  it("every showroom page draws fewer than 40 client components, /cars at a page of cards included", async () => {
    for (const path of [
      "/",
      "/cars",
      `/car/${carIds[0]}`,
      `/car/${carIds[3]}`,
      "/avaliacao",
      "/contact",
      "/about",
    ])
      expect(await instancesOf(path), path).toBeLessThan(40);
  });

  it("icons drawn by reference find their drawing on the same page", async () => {
    // The sold car's page lists similar cars; / the featured ones; /cars the stock.
    for (const path of ["/", "/cars", `/car/${carIds[3]}`]) {
      const page = await html(path);
      const used = new Set([...page.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]!));
      expect(used.size, path).toBeGreaterThan(0);
      for (const id of used) expect(page, `${path} #${id}`).toContain(`<symbol id="${id}"`);
    }
  });
});

describe("the stock list in pages", () => {
  const word = uniqueWord("Paginas");
  const carIds: string[] = [];

  beforeAll(async () => {
    for (let index = 0; index < STOCK_PAGE_SIZE + 2; index++)
      carIds.push((await createCar({ model: `${word} ${String(index).padStart(2, "0")}`, photos: 1 })).id);
    await publishCars(carIds);
  }, 120_000);
  afterAll(() => removeCars(carIds));

  it("shows a page of cards, links the next pages and offers 'Carregar mais' to the next one", async () => {
    const first = await html(`/cars?search=${word}`);
    expect(first).toContain(`${STOCK_PAGE_SIZE + 2} veículos encontrados`);
    expect(cardsIn(first)).toBe(STOCK_PAGE_SIZE);
    expect(first).toMatch(
      new RegExp(`<a href="/cars\\?search=${word}&amp;page=2" rel="next"[^>]*>Carregar mais</a>`),
    );
    expect(first).toMatch(/<nav aria-label="Páginas do estoque"/);
    const second = await html(`/cars?search=${word}&page=2`);
    expect(cardsIn(second)).toBe(2);
    expect(second).not.toContain("Carregar mais");
    // A filtered list, later pages included, is a form of /cars.
    expect(new URL(canonical(second)!).pathname + new URL(canonical(second)!).search).toBe("/cars");
  });

  it("the whole stock's later pages are pages of their own: stored, canonical, in the sitemap", async () => {
    const second = await html("/cars?page=2");
    expect(cardsIn(second)).toBeGreaterThan(0);
    expect(new URL(canonical(second)!).search).toBe("?page=2");
    expect(await html("/sitemap.xml")).toContain("/cars?page=2</loc>");
    // A page past the last one a full stock can have is the first page.
    expect(canonical(await html("/cars?page=999"))).toMatch(/\/cars$/);
  });
});
