import { isValidCnpj, isValidCpf } from "@/lib/format/documents";

import type { SeededRandom } from "@/prisma/demo/random";

// Made-up but valid CPF and CNPJ numbers for the demo's clients and sellers. The check digits are found by asking
// the app's own validator, so the demo can never disagree with the forms about what a valid number is.

/** The two check digits that make `base` valid: exactly one of the 100 pairs is. */
function withCheckDigits(base: string, isValid: (value: string) => boolean): string {
  for (let pair = 0; pair < 100; pair++) {
    const candidate = base + String(pair).padStart(2, "0");
    if (isValid(candidate)) return candidate;
  }
  throw new Error(`no check digits validate ${base}`);
}

function randomDigits(random: SeededRandom, length: number): string {
  let digits: number[];
  do digits = Array.from({ length }, () => random.int(0, 9));
  while (digits.every((digit) => digit === digits[0]));
  return digits.join("");
}

/** A valid CPF (11 digits) from nine random base digits. */
export function generateCpf(random: SeededRandom): string {
  return withCheckDigits(randomDigits(random, 9), isValidCpf);
}

/** A valid CNPJ (14 digits) of a head office ("0001"). */
export function generateCnpj(random: SeededRandom): string {
  return withCheckDigits(`${randomDigits(random, 8)}0001`, isValidCnpj);
}
