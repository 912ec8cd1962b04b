import { describe, expect, it } from "vitest";

import {
  formatInvoiceNumber,
  invoicePeriod,
  nextInvoiceStatus,
  parseInvoiceNumber,
} from "@/lib/invoices/numbering";

describe("invoice numbers", () => {
  it("are NF + YYYY + MM + a 4-digit sequence", () => {
    expect(invoicePeriod("2026-11-22")).toBe("202611");
    expect(formatInvoiceNumber("202611", 1)).toBe("NF2026110001");
    expect(formatInvoiceNumber("202601", 42)).toBe("NF2026010042");
    expect(formatInvoiceNumber("202611", 12345)).toBe("NF20261112345");
  });

  it("parse back only in the generated format", () => {
    expect(parseInvoiceNumber("NF2026110007")).toEqual({ period: "202611", sequence: 7 });
    expect(parseInvoiceNumber("NF-123")).toBeNull();
    expect(parseInvoiceNumber("NF202611007")).toBeNull();
  });

  it("advance issued → sent → paid, with nothing after paid or cancelled", () => {
    expect(nextInvoiceStatus("issued")).toBe("sent");
    expect(nextInvoiceStatus("sent")).toBe("paid");
    expect(nextInvoiceStatus("paid")).toBeNull();
    expect(nextInvoiceStatus("cancelled")).toBeNull();
  });
});
