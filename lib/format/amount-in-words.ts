import { convertCurrencyToWords } from "@brazilian-utils/brazilian-utils";

// An amount of money written out in pt-BR ("por extenso"), as contracts and receipts print it beside the figures:
// 109900 → "cento e nove mil e novecentos reais". The wording (cem/cento, "mil" not "um mil", "um milhão de
// reais", the "e" between groups) is @brazilian-utils/brazilian-utils', already a dependency for the CPF/CNPJ
// rules and maintained with the brutils reference; the tests in tests/unit/format pin what we print.

/** The amount in words; `value` in reais, rounded to whole centavos first (no negative amounts here). */
export function amountInWords(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError("amountInWords: a non-negative amount");
  // The library truncates to centavos; rounding first keeps 0.29 (0.28999… as a double) twenty-nine.
  return convertCurrencyToWords(Math.round(value * 100) / 100);
}
