import { convertNumberToWords } from "@brazilian-utils/brazilian-utils";
import { describe, expect, it } from "vitest";

import { amountInWords } from "@/lib/format/amount-in-words";

describe("amountInWords (pt-BR, por extenso)", () => {
  it.each([
    [109_900, "cento e nove mil e novecentos reais"],
    [109_900.5, "cento e nove mil e novecentos reais e cinquenta centavos"],
    [1, "um real"],
    [2, "dois reais"],
    [0.01, "um centavo"],
    [0.5, "cinquenta centavos"],
    [1.1, "um real e dez centavos"],
    [100, "cem reais"],
    [101, "cento e um reais"],
    [110, "cento e dez reais"],
    [200, "duzentos reais"],
    [1000, "mil reais"],
    [1001, "mil e um reais"],
    [1100, "mil e cem reais"],
    [1500.75, "mil e quinhentos reais e setenta e cinco centavos"],
    [21_000, "vinte e um mil reais"],
    [45_678.9, "quarenta e cinco mil seiscentos e setenta e oito reais e noventa centavos"],
    [100_000, "cem mil reais"],
    [200_300, "duzentos mil e trezentos reais"],
    [1_000_000, "um milhão de reais"],
    [1_000_000.01, "um milhão de reais e um centavo"],
    [1_000_100, "um milhão e cem reais"],
    [1_100_000, "um milhão e cem mil reais"],
    [2_000_000, "dois milhões de reais"],
    [2_500_000, "dois milhões e quinhentos mil reais"],
    [3_000_000.5, "três milhões de reais e cinquenta centavos"],
    [
      1_234_567.89,
      "um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos",
    ],
    [10_000_000, "dez milhões de reais"],
    [
      9_999_999.99,
      "nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos",
    ],
  ])("%s → %s", (value, words) => {
    expect(amountInWords(value)).toBe(words);
  });

  it("never says 'um mil'", () => {
    for (const value of [1000, 1001, 1999, 1_001_000]) expect(amountInWords(value)).not.toMatch(/\bum mil\b/);
  });

  it("writes every centavo as stored, whatever the double's rounding (0.29 is 0.28999…)", () => {
    for (const reais of [0, 1, 109_900, 1_234_567, 9_999_999]) {
      for (let cents = 1; cents < 100; cents += 1) {
        const value = Number(`${reais}.${String(cents).padStart(2, "0")}`);
        const expected = cents === 1 ? "um centavo" : `${convertNumberToWords(cents)} centavos`;
        expect(amountInWords(value)).toMatch(new RegExp(`${expected}$`));
      }
    }
  });

  it("rounds to whole centavos rather than cutting them off", () => {
    expect(amountInWords(0.999)).toBe("um real");
    expect(amountInWords(0.29)).toBe("vinte e nove centavos");
  });

  it("refuses negative and non-finite amounts", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
