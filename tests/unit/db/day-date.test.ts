import { describe, expect, it } from "vitest";

import { dayDate } from "@/lib/db/day-date";

describe("dayDate", () => {
  it("turns a calendar day into its UTC midnight, the instant a DATE column stores", () => {
    expect(dayDate("2026-03-01").toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });

  it("keeps a cleared optional day null", () => {
    expect(dayDate(null)).toBeNull();
  });
});
