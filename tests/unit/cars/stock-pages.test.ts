import { describe, expect, it } from "vitest";

import { withSort } from "@/components/site/sort-select";
import { ALL_CARS_KEY, canonicalFilterQuery, filterKeyOf, filtersOfKey } from "@/lib/cars/filter-key";
import {
  MAX_STOCK_PAGES,
  STOCK_PAGE_SIZE,
  parseStockPage,
  stockPageCount,
  stockPageSlice,
  stockPageUrl,
} from "@/lib/cars/stock-pages";
import { isStoredCombination, stockListRewrite } from "@/lib/cars/stock-list-route";
import { MAX_CARS } from "@/lib/constants/cars";

const params = (query: string) => new URLSearchParams(query);

describe("the stock list's pages", () => {
  it("a full stock makes MAX_STOCK_PAGES pages; the demo's 29 cars one", () => {
    expect(stockPageCount(MAX_CARS)).toBe(MAX_STOCK_PAGES);
    expect(stockPageCount(29)).toBe(1);
    expect(stockPageCount(0)).toBe(1);
    expect(stockPageCount(STOCK_PAGE_SIZE + 1)).toBe(2);
  });

  it("slices the sorted list page by page, with nothing left out or repeated", () => {
    const cars = Array.from({ length: MAX_CARS }, (_, index) => index);
    const pages = Array.from({ length: MAX_STOCK_PAGES }, (_, index) => stockPageSlice(cars, index + 1));
    expect(pages.flat()).toEqual(cars);
    expect(pages[0]).toHaveLength(STOCK_PAGE_SIZE);
  });

  it("reads a page from 2 to the last a full stock can have; anything else is page 1", () => {
    expect(parseStockPage("2")).toBe(2);
    expect(parseStockPage(` ${MAX_STOCK_PAGES} `)).toBe(MAX_STOCK_PAGES);
    for (const value of [
      null,
      "",
      "1",
      "0",
      "-2",
      "2.5",
      "abc",
      "1e1",
      String(MAX_STOCK_PAGES + 1),
      "999999",
    ])
      expect(parseStockPage(value), String(value)).toBe(1);
  });

  it("links keep the filters and the sort, and page 1 is the list without `page`", () => {
    expect(stockPageUrl("brand=Fiat&sort=price-asc", 2)).toBe("/cars?brand=Fiat&sort=price-asc&page=2");
    expect(stockPageUrl("brand=Fiat&page=3", 1)).toBe("/cars?brand=Fiat");
    expect(stockPageUrl("", 1)).toBe("/cars");
  });

  it("a new sort goes back to page 1", () => {
    expect(withSort("?brand=Fiat&page=2", "price-asc")).toBe("/cars?brand=Fiat&sort=price-asc");
  });
});

describe("pages in the stock list's cache keys", () => {
  it("are part of the canonical query, after the filters and the sort; an impossible page is dropped", () => {
    expect(canonicalFilterQuery(params("page=2&sort=year-desc&brand=Fiat"))).toBe(
      "brand=Fiat&sort=year-desc&page=2",
    );
    expect(canonicalFilterQuery(params("page=1"))).toBe("");
    expect(canonicalFilterQuery(params("page=9999"))).toBe("");
    expect(filterKeyOf(params("page=1"))).toBe(ALL_CARS_KEY);
    expect(filtersOfKey(filterKeyOf(params("page=3")))?.get("page")).toBe("3");
  });

  it("the whole stock's pages are stored pages; a filtered or sorted list's later pages are per request", () => {
    expect(isStoredCombination(params("page=2"))).toBe(true);
    expect(stockListRewrite("/cars", params("page=2"))).toBe(`/cars/${filterKeyOf(params("page=2"))}`);
    for (const query of ["brand=Fiat&page=2", "sort=price-asc&page=2", "search=gol&page=2"]) {
      expect(isStoredCombination(params(query)), query).toBe(false);
      expect(stockListRewrite("/cars", params(query)), query).toMatch(/^\/cars\/busca\?/);
    }
    // Typed by hand, a key of a filtered later page is not a stored page.
    expect(stockListRewrite(`/cars/${filterKeyOf(params("brand=Fiat&page=2"))}`, params(""))).toBe(
      "/cars/desconhecido",
    );
  });
});
