import { describe, expect, it } from "vitest";

import { formatPlate, maskPlate, normalizePlate } from "@/lib/trade-ins/plate";

// Brazilian plates (docs/business-rules.md "Trade-in appraisal"): old ABC1234 and Mercosul ABC1D23.

describe("normalizePlate", () => {
  it.each([
    ["ABC1234", "ABC1234"],
    ["abc-1234", "ABC1234"],
    ["abc 1234", "ABC1234"],
    ["ABC1D23", "ABC1D23"],
    ["abc1d23", "ABC1D23"],
    ["ABC-1D23", "ABC1D23"],
    ["ABC·1234", "ABC1234"],
    [" a.b.c-1.2.3.4 ", "ABC1234"],
  ])("accepts %j as %s", (input, stored) => {
    expect(normalizePlate(input)).toBe(stored);
  });

  it.each([
    "",
    "ABC123",
    "ABC12345",
    "AB1234C",
    "1BC1234",
    "ABCD123",
    "ABC1DD3",
    "ABC12D3",
    "ÁBC1234",
    "ABC_1234",
  ])("refuses %j", (input) => {
    expect(normalizePlate(input)).toBeNull();
  });

  it("refuses a long text before reading it", () => {
    expect(normalizePlate(`ABC1234${" ".repeat(40)}`)).toBeNull();
  });
});

describe("maskPlate", () => {
  it("upper-cases, drops what cannot go in the next place and stops at 7 characters", () => {
    expect(maskPlate("a")).toBe("A");
    expect(maskPlate("ab1")).toBe("AB");
    expect(maskPlate("abc")).toBe("ABC");
    expect(maskPlate("abcd")).toBe("ABC");
    expect(maskPlate("abc1")).toBe("ABC1");
    expect(maskPlate("abc1d23")).toBe("ABC1D23");
    expect(maskPlate("abc1d234")).toBe("ABC1D23");
  });

  it("writes the old format with a hyphen once its 5th character is a digit, and re-masks its own output", () => {
    expect(maskPlate("abc12")).toBe("ABC-12");
    expect(maskPlate("abc1234")).toBe("ABC-1234");
    expect(maskPlate(maskPlate("abc1234"))).toBe("ABC-1234");
    expect(maskPlate("ABC-1234 9")).toBe("ABC-1234");
  });

  it("lets the Mercosul letter in the 5th place", () => {
    expect(maskPlate("abc1d")).toBe("ABC1D");
    expect(normalizePlate(maskPlate("bra2e19"))).toBe("BRA2E19");
  });
});

describe("formatPlate", () => {
  it("shows the old format with a hyphen and Mercosul as it is", () => {
    expect(formatPlate("ABC1234")).toBe("ABC-1234");
    expect(formatPlate("ABC1D23")).toBe("ABC1D23");
  });
});
