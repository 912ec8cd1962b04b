import { describe, expect, it } from "vitest";

import { formatDateBR, formatDateTime } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

const NBSP = "\u00a0";

describe("admin formats", () => {
  it("shows money with two decimals", () => {
    expect(formatMoney(132_900.5)).toBe(`R$${NBSP}132.900,50`);
    expect(formatMoney(-1_000)).toBe(`-R$${NBSP}1.000,00`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
  });

  it("shows date-only values as dd/mm/yyyy without shifting the day", () => {
    expect(formatDateBR("2026-11-01")).toBe("01/11/2026");
    expect(formatDateBR("2026-11-01T00:00:00.000Z")).toBe("01/11/2026");
  });

  it("shows instants on São Paulo's clock", () => {
    expect(formatDateTime("2026-11-22T02:30:00Z")).toBe("21/11/2026, 23:30");
  });
});
