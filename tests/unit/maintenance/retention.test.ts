import { describe, expect, it } from "vitest";

import { dailyRange } from "@/lib/analytics/overview";
import { oldestKeptEventDay } from "@/lib/maintenance/retention";

describe("oldestKeptEventDay", () => {
  it("keeps the chart's 30 São Paulo days and the day before them", () => {
    // 01:30 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    const now = new Date("2026-03-01T01:30:00Z");
    expect(dailyRange(now)[0]).toBe("2026-01-30");
    expect(oldestKeptEventDay(now).toISOString()).toBe("2026-01-29T00:00:00.000Z");
  });
});
