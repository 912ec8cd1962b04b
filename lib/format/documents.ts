// Brazilian taxpayer numbers: CPF (11 digits, people) and CNPJ (14 digits, companies). Stored and sent as digits;
// typed with a mask; displayed masked (docs/business-rules.md): a CPF shows its first 6 digits, a CNPJ its first 5.

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

export function documentDigits(value: string): string {
  return value.replace(/\D/g, "");
}

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** 11 digits, not all equal (000.000.000-00 and the like pass the arithmetic but are not issued), both check digits right. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return (
    checkDigit(digits.slice(0, 9), CPF_WEIGHTS_1) === digits[9] &&
    checkDigit(digits.slice(0, 10), CPF_WEIGHTS_2) === digits[10]
  );
}

/** 14 digits, not all equal, both check digits right. */
export function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return (
    checkDigit(digits.slice(0, 12), CNPJ_WEIGHTS_1) === digits[12] &&
    checkDigit(digits.slice(0, 13), CNPJ_WEIGHTS_2) === digits[13]
  );
}

/** A valid CPF or CNPJ once punctuation is stripped. */
export function isValidCpfOrCnpj(value: string): boolean {
  const digits = documentDigits(value);
  return digits.length === CPF_LENGTH ? isValidCpf(digits) : isValidCnpj(digits);
}

function applyPattern(digits: string, pattern: string): string {
  let out = "";
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === "#") out += digits[next++];
    else out += char;
  }
  return out;
}

/**
 * The input mask, applied while typing: "000.000.000-00" up to 11 digits, "00.000.000/0000-00" from 12 to 14.
 * Partial input is formatted as far as it goes.
 */
export function formatCpfCnpj(value: string): string {
  const digits = documentDigits(value).slice(0, CNPJ_LENGTH);
  return digits.length <= CPF_LENGTH
    ? applyPattern(digits, "###.###.###-##")
    : applyPattern(digits, "##.###.###/####-##");
}

/**
 * The displayed form: a CPF keeps its first 6 digits ("123.456.***-**"), a CNPJ its first 5 ("12.345.***\/****-**");
 * the punctuation stays so the kind of number is still recognisable. Anything else is fully hidden.
 */
export function maskCpfCnpj(value: string): string {
  const digits = documentDigits(value);
  if (digits.length === CPF_LENGTH)
    return applyPattern(digits.slice(0, 6).padEnd(CPF_LENGTH, "*"), "###.###.###-##");
  if (digits.length === CNPJ_LENGTH)
    return applyPattern(digits.slice(0, 5).padEnd(CNPJ_LENGTH, "*"), "##.###.###/####-##");
  return "*".repeat(digits.length);
}
