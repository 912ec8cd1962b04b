import {
  isValidCnpj as isValidCnpjOfRfb,
  isValidCpf as isValidCpfOfRfb,
} from "@brazilian-utils/brazilian-utils";

// Brazilian taxpayer numbers: CPF (11 digits, people) and CNPJ (14 characters, companies). Since July 2026 the
// Receita Federal also issues alphanumeric CNPJs: letters may appear in the first 12 positions, the 2 check digits
// stay numeric (computed from each character's code minus 48). Stored and sent without punctuation, letters in
// upper case; typed with a mask; displayed masked (docs/business-rules.md): a CPF shows its first 6 characters, a CNPJ
// its first 5. The check-digit arithmetic is @brazilian-utils/brazilian-utils' (its `version: 2` rule is the
// Receita's alphanumeric one).

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
/** Longer input is no document, however it is punctuated: checked before any pattern runs. */
export const MAX_DOCUMENT_INPUT_LENGTH = 32;

/** The characters that make the number: digits and letters, upper-cased; punctuation and spaces dropped. */
export function documentChars(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
}

const CPF = /^\d{11}$/;
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;
// What a typed document may contain besides its characters (the mask's punctuation, spaces).
const DOCUMENT_TEXT = /^[0-9A-Za-z.\-/\s]*$/;

/** 11 digits, not all equal, both check digits right. */
export function isValidCpf(value: string): boolean {
  return CPF.test(value) && isValidCpfOfRfb(value);
}

/** 14 characters (12 digits or capital letters, then 2 digits), not all equal, both check digits right. */
export function isValidCnpj(value: string): boolean {
  return CNPJ.test(value) && isValidCnpjOfRfb(value, { version: 2 });
}

/** A valid CPF or CNPJ once punctuation is stripped and letters upper-cased. */
export function isValidCpfOrCnpj(value: string): boolean {
  if (value.length > MAX_DOCUMENT_INPUT_LENGTH || !DOCUMENT_TEXT.test(value)) return false;
  const chars = documentChars(value);
  return chars.length === CPF_LENGTH ? isValidCpf(chars) : isValidCnpj(chars);
}

function applyPattern(chars: string, pattern: string): string {
  let out = "";
  let next = 0;
  for (const char of pattern) {
    if (next >= chars.length) break;
    if (char === "#") out += chars[next++];
    else out += char;
  }
  return out;
}

const CPF_PATTERN = "###.###.###-##";
const CNPJ_PATTERN = "##.###.###/####-##";

/**
 * The input mask, applied while typing: "000.000.000-00" for up to 11 digits, "00.000.000/0000-00" from 12
 * characters or as soon as a letter appears (only a CNPJ has letters). Partial input is formatted as far as it goes.
 */
export function formatCpfCnpj(value: string): string {
  const chars = documentChars(value.slice(0, MAX_DOCUMENT_INPUT_LENGTH * 2)).slice(0, CNPJ_LENGTH);
  const cpfLike = chars.length <= CPF_LENGTH && /^\d*$/.test(chars);
  return applyPattern(chars, cpfLike ? CPF_PATTERN : CNPJ_PATTERN);
}

/**
 * The displayed form: a CPF keeps its first 6 digits ("123.456.***-**"), a CNPJ its first 5 characters
 * ("12.ABC.***\/****-**"); the punctuation stays so the kind of number is still recognisable. Anything else is
 * fully hidden.
 */
export function maskCpfCnpj(value: string): string {
  const chars = documentChars(value.slice(0, MAX_DOCUMENT_INPUT_LENGTH * 2));
  if (chars.length === CPF_LENGTH)
    return applyPattern(chars.slice(0, 6).padEnd(CPF_LENGTH, "*"), CPF_PATTERN);
  if (chars.length === CNPJ_LENGTH)
    return applyPattern(chars.slice(0, 5).padEnd(CNPJ_LENGTH, "*"), CNPJ_PATTERN);
  return "*".repeat(Math.min(chars.length, MAX_DOCUMENT_INPUT_LENGTH));
}
