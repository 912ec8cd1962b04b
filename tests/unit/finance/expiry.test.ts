import { describe, expect, it } from "vitest";

import { daysUntil, expiryStatus } from "@/lib/documents/expiry";

describe("document expiry status", () => {
  const today = "2026-11-22";

  it("is expired when the date is in the past", () => {
    expect(expiryStatus("2026-11-21", today)).toBe("expired");
    expect(expiryStatus("2025-01-01", today)).toBe("expired");
  });

  it("is expiring from today to 2 days ahead", () => {
    expect(expiryStatus("2026-11-22", today)).toBe("expiring");
    expect(expiryStatus("2026-11-23", today)).toBe("expiring");
    expect(expiryStatus("2026-11-24", today)).toBe("expiring");
  });

  it("is valid from 3 days ahead, and null without a date", () => {
    expect(expiryStatus("2026-11-25", today)).toBe("valid");
    expect(expiryStatus(null, today)).toBeNull();
  });

  it("counts calendar days across months and daylight-saving changes", () => {
    expect(daysUntil("2026-12-01", "2026-11-30")).toBe(1);
    expect(daysUntil("2027-03-01", "2027-02-28")).toBe(1);
    expect(expiryStatus("2027-01-01", "2026-12-30")).toBe("expiring");
  });
});
