import { describe, expect, it } from "vitest";

import { foldText, labelMatches } from "@/lib/lists/fold";
import {
  INVALID_ORDER,
  INVALID_PAGE,
  INVALID_PAGE_SIZE,
  SALE_SORT_FIELDS,
  invalidSort,
  saleListQuerySchema,
  searchWords,
  userListQuerySchema,
} from "@/lib/lists/query";
import { SALE_STATUS_LABELS } from "@/lib/constants/finance";

// The one query schema of the admin lists (docs/admin-panel.md "Lists").

const firstError = (input: Record<string, string>) => {
  const result = saleListQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("list query schema", () => {
  it("defaults to page 1 of 50 in the list's own order, empty values counting as absent", () => {
    expect(saleListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 50,
      q: "",
      sort: undefined,
      order: undefined,
    });
    expect(saleListQuerySchema.parse({ page: "", pageSize: "", q: "  ", sort: "", order: "" })).toEqual({
      page: 1,
      pageSize: 50,
      q: "",
      sort: undefined,
      order: undefined,
    });
    expect(
      saleListQuerySchema.parse({ page: "3", pageSize: "200", sort: "salePrice", order: "desc" }),
    ).toMatchObject({
      page: 3,
      pageSize: 200,
      sort: "salePrice",
      order: "desc",
    });
  });

  it("refuses what it cannot use, with the reason in pt-BR", () => {
    expect(firstError({ page: "0" })).toBe(INVALID_PAGE);
    expect(firstError({ page: "2.5" })).toBe(INVALID_PAGE);
    expect(firstError({ pageSize: "201" })).toBe(INVALID_PAGE_SIZE);
    expect(firstError({ sort: "search" })).toBe(invalidSort(SALE_SORT_FIELDS));
    expect(firstError({ order: "ASC" })).toBe(INVALID_ORDER);
    expect(firstError({ q: "a\u0000b" })).toBe("A busca contém caracteres inválidos.");
    expect(userListQuerySchema.parse({ staff: "true" }).staff).toBe(true);
    expect(userListQuerySchema.safeParse({ staff: "sim" }).success).toBe(false);
  });

  it("splits a search into its words, once each", () => {
    expect(searchWords("  João  da   Silva joão ")).toEqual(["João", "da", "Silva", "joão"]);
    expect(searchWords("a a a")).toEqual(["a"]);
  });

  it("matches enum labels folded", () => {
    expect(foldText("Em Negociação")).toBe("em negociacao");
    expect(labelMatches(SALE_STATUS_LABELS, "negociacao")).toEqual(["negotiating"]);
    expect(labelMatches(SALE_STATUS_LABELS, "ada")).toEqual(["closed", "cancelled"]);
  });
});
