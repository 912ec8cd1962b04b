import { describe, expect, it } from "vitest";

import {
  documentChars,
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
    expect(documentChars("11.222.333/0001-81")).toBe("11222333000181");
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

// The Receita Federal's alphanumeric CNPJ (issued since July 2026): letters allowed in the first 12 positions, the
// two check digits numeric. Reference arithmetic, written from the Receita's description: each character is worth
// its ASCII code minus 48 ('0'..'9' → 0..9, 'A'..'Z' → 17..42), then the weights and mod 11 of the numeric CNPJ.
function referenceCheckDigits(base: string): string {
  const value = (char: string) => char.charCodeAt(0) - 48;
  const digit = (chars: string, weights: number[]) => {
    const rest = [...chars].reduce((sum, char, i) => sum + value(char) * weights[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit(`${base}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

describe("alphanumeric CNPJ", () => {
  it("accepts the Receita's official example 12.ABC.345/01DE-35, punctuated or not, in any case", () => {
    expect(referenceCheckDigits("12ABC34501DE")).toBe("35");
    expect(isValidCnpj("12ABC34501DE35")).toBe(true);
    expect(isValidCpfOrCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCpfOrCnpj("12.abc.345/01de-35")).toBe(true);
    expect(isValidCpfOrCnpj("12ABC34501DE35")).toBe(true);
  });

  it.each(["A1B2C3D4E5F6", "ZZZZZZZZ0001", "00ABCDEF0001", "9Z8Y7X6W5V4U"])(
    "agrees with the reference arithmetic for %s",
    (base) => {
      const check = referenceCheckDigits(base);
      expect(isValidCnpj(`${base}${check}`)).toBe(true);
      const wrong = `${(Number(check[0]) + 1) % 10}${check[1]}`;
      expect(isValidCnpj(`${base}${wrong}`)).toBe(false);
    },
  );

  it("refuses wrong check digits, letters among the check digits, letters in a CPF and stray characters", () => {
    expect(isValidCpfOrCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isValidCpfOrCnpj("12.ABC.345/01DE-3A")).toBe(false);
    expect(isValidCpfOrCnpj("12ABC34501DEX5")).toBe(false);
    expect(isValidCpfOrCnpj("529.982.247-2A")).toBe(false);
    expect(isValidCpfOrCnpj("5299822A725")).toBe(false);
    expect(isValidCpfOrCnpj("12ABC34501DE35!")).toBe(false);
    expect(isValidCpfOrCnpj("12ÁBC34501DE35")).toBe(false);
    expect(isValidCpfOrCnpj(`${"1".repeat(5_000)}12ABC34501DE35`)).toBe(false);
  });

  it("is stored upper-case without punctuation", () => {
    expect(documentChars("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });

  it("is masked while typed: a letter switches to the CNPJ pattern", () => {
    expect(formatCpfCnpj("12abc")).toBe("12.ABC");
    expect(formatCpfCnpj("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
    expect(formatCpfCnpj("12.abc.345/01de-35")).toBe("12.ABC.345/01DE-35");
  });

  it("is displayed with its first 5 characters only", () => {
    expect(maskCpfCnpj("12ABC34501DE35")).toBe("12.ABC.***/****-**");
  });
});
