import { describe, expect, it } from "vitest";

import {
  documentDigits,
  formatCpfCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  maskCpfCnpj,
} from "@/lib/format/documents";

// 529.982.247-25 and 11.222.333/0001-81 are the usual valid examples; changing any check digit breaks them.
describe("CPF and CNPJ check digits", () => {
  it("accepts valid numbers with or without punctuation", () => {
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCpfOrCnpj("529.982.247-25")).toBe(true);
    expect(isValidCpfOrCnpj("11.222.333/0001-81")).toBe(true);
  });

  it("refuses wrong check digits, repeated digits and other lengths", () => {
    expect(isValidCpf("52998224724")).toBe(false);
    expect(isValidCpf("52998224715")).toBe(false);
    expect(isValidCpf("11111111111")).toBe(false);
    expect(isValidCnpj("11222333000182")).toBe(false);
    expect(isValidCnpj("11222333000191")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCpfOrCnpj("123")).toBe(false);
    expect(isValidCpfOrCnpj("")).toBe(false);
  });

  it("handles check digits of 0 (remainder below 2)", () => {
    // 000.000.001-91: first digit 9, second 1; 123.456.789-09 has a first check digit of 0.
    expect(isValidCpf("12345678909")).toBe(true);
    expect(isValidCpf("12345678919")).toBe(false);
  });
});

describe("CPF/CNPJ masks", () => {
  it("formats as it is typed", () => {
    expect(formatCpfCnpj("5299")).toBe("529.9");
    expect(formatCpfCnpj("52998224725")).toBe("529.982.247-25");
    expect(formatCpfCnpj("112223330001")).toBe("11.222.333/0001");
    expect(formatCpfCnpj("11222333000181999")).toBe("11.222.333/0001-81");
    expect(documentDigits("11.222.333/0001-81")).toBe("11222333000181");
  });

  // The displayed form (docs/business-rules.md): a CPF shows its first 6 digits, a CNPJ its first 5, the rest as '*'
  // with the punctuation kept.
  it("hides all but the first 6 digits of a CPF and the first 5 of a CNPJ", () => {
    expect(maskCpfCnpj("52998224725")).toBe("529.982.***-**");
    expect(maskCpfCnpj("529.982.247-25")).toBe("529.982.***-**");
    expect(maskCpfCnpj("11222333000181")).toBe("11.222.***/****-**");
    expect(maskCpfCnpj("1234")).toBe("****");
  });
});
