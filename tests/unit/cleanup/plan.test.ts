import { describe, expect, it } from "vitest";

import {
  CLEANUP_TARGETS,
  cleanupLines,
  cleanupMessage,
  deletedCountOf,
  joinPt,
  type CleanupCounts,
} from "@/lib/cleanup/plan";
import { clearDataSchema } from "@/lib/cleanup/schema";
import { CLEAR_DATA_TYPES } from "@/lib/constants/admin";

const counts: CleanupCounts = {
  sales: 12,
  expenses: 30,
  receipts: 9,
  documents: 1,
  documentFiles: 1,
  invoices: 15,
  tickets: 0,
  analyticsEvents: 1_234,
  carsWithCounters: 33,
};

describe("cleanup plan (docs/admin-panel.md)", () => {
  it("has the seven agreed categories", () => {
    expect(Object.keys(CLEANUP_TARGETS)).toEqual([...CLEAR_DATA_TYPES]);
    expect(CLEAR_DATA_TYPES).toEqual([
      "sales",
      "expenses",
      "documents",
      "invoices",
      "tickets",
      "analytics",
      "reports",
    ]);
  });

  it("says what each category deletes, table by table, with counts", () => {
    expect(cleanupLines("expenses", counts).map((line) => line.label)).toEqual([
      "30 despesas",
      "9 comprovantes de despesas",
    ]);
    expect(cleanupLines("documents", counts).map((line) => line.label)).toEqual([
      "1 documento",
      "1 arquivo de documento",
    ]);
    expect(cleanupLines("reports", counts).map((line) => line.label)).toEqual([
      "12 vendas",
      "30 despesas",
      "9 comprovantes de despesas",
    ]);
    expect(cleanupLines("analytics", counts).map((line) => line.label)).toEqual([
      "1.234 eventos de analytics",
    ]);
  });

  it("counts every deleted row, files included", () => {
    expect(deletedCountOf("sales", counts)).toBe(12);
    expect(deletedCountOf("expenses", counts)).toBe(39);
    expect(deletedCountOf("reports", counts)).toBe(51);
    expect(deletedCountOf("tickets", counts)).toBe(0);
  });

  it("words the API's message from what was deleted", () => {
    expect(cleanupMessage("reports", counts)).toBe(
      "51 registros excluídos (12 vendas, 30 despesas e 9 comprovantes de despesas).",
    );
    expect(cleanupMessage("invoices", { ...counts, invoices: 1 })).toBe(
      "1 registro excluído (1 nota fiscal).",
    );
    expect(cleanupMessage("analytics", counts)).toBe(
      "1.234 registros excluídos (1.234 eventos de analytics); contadores de 33 carros zerados.",
    );
    expect(joinPt([])).toBe("");
  });

  it("accepts only the seven types", () => {
    expect(clearDataSchema.parse({ dataType: "reports" })).toEqual({ dataType: "reports" });
    expect(clearDataSchema.safeParse({ dataType: "users" }).success).toBe(false);
    expect(clearDataSchema.safeParse({}).success).toBe(false);
  });
});
