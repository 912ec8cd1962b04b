import { describe, expect, it } from "vitest";

import { savedValueHint } from "@/lib/format/saved-value";
import { canChangeSale } from "@/lib/sales/ownership";

describe("who may change a sale", () => {
  const sale = { salespersonId: "u-ana" };

  it("lets a vendedor change only the sales they created", () => {
    expect(canChangeSale({ id: "u-ana", role: "vendedor" }, sale)).toBe(true);
    expect(canChangeSale({ id: "u-bruno", role: "vendedor" }, sale)).toBe(false);
    expect(canChangeSale({ id: "u-bruno", role: "vendedor" }, { salespersonId: null })).toBe(false);
  });

  it("lets gerente, admin and developer change any sale, and nobody before the session is known", () => {
    for (const role of ["gerente", "admin", "developer"]) {
      expect(canChangeSale({ id: "u-chefe", role }, sale)).toBe(true);
    }
    expect(canChangeSale(null, sale)).toBe(false);
    expect(canChangeSale({ id: "u-ana", role: "ajudante" }, { salespersonId: "u-x" })).toBe(false);
  });
});

describe("what a numeric field will save", () => {
  it("spells the number out the pt-BR way", () => {
    expect(savedValueHint("money", 52_900)).toBe("Será salvo: R$\u00a052.900,00");
    expect(savedValueHint("mileage", 61_000)).toBe("Será salvo: 61.000 km");
    expect(savedValueHint("money", null)).toBeNull();
    expect(savedValueHint("money", "52.900")).toBeNull();
  });
});
