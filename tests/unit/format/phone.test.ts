import { describe, expect, it } from "vitest";

import { isValidPhone, maskPhone, phoneDigits } from "@/lib/format/phone";

describe("phone mask (docs/showroom.md)", () => {
  it("formats 10 digits as (NN) NNNN-NNNN and 11 as (NN) NNNNN-NNNN", () => {
    expect(maskPhone("1134567890")).toBe("(11) 3456-7890");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
  });

  it("formats partial input as it is typed", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("1")).toBe("(1");
    expect(maskPhone("11")).toBe("(11");
    expect(maskPhone("119")).toBe("(11) 9");
    expect(maskPhone("119876")).toBe("(11) 9876");
    expect(maskPhone("1198765")).toBe("(11) 9876-5");
  });

  it("strips every non-digit and keeps at most 11 digits", () => {
    expect(maskPhone("(11) 98765-43210000")).toBe("(11) 98765-4321");
    expect(maskPhone("abc11x98765y4321")).toBe("(11) 98765-4321");
    expect(phoneDigits("+55 (11) 98765-4321")).toBe("5511987654321");
  });
});

describe("phone validation", () => {
  it("accepts 10 or 11 digits after stripping non-digits", () => {
    expect(isValidPhone("(11) 3456-7890")).toBe(true);
    expect(isValidPhone("11987654321")).toBe(true);
    expect(isValidPhone("(11) 98765-432")).toBe(true);
  });

  it("refuses fewer than 10 or more than 11 digits", () => {
    expect(isValidPhone("(11) 9876-543")).toBe(false);
    expect(isValidPhone("119876543210")).toBe(false);
    expect(isValidPhone("")).toBe(false);
    expect(isValidPhone("telefone")).toBe(false);
  });
});
