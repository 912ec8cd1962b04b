import { z } from "zod";

import { MAX_EMAIL_LENGTH } from "@/lib/constants/contact";
import { isIsoDay } from "@/lib/format/dates";
import { documentChars, isValidCpfOrCnpj } from "@/lib/format/documents";
import { isValidPhone, phoneDigits } from "@/lib/format/phone";
import { isPlausibleId, MAX_ID_LENGTH } from "@/lib/validation/ids";
import { hasAtMostTwoDecimals, parseNumberInput } from "@/lib/validation/numbers";
import { isEmailAddress } from "@/lib/validation/email";
import {
  hasInvalidCharacters,
  INVALID_CHARACTERS,
  MAX_DAY_TEXT_LENGTH,
  MAX_DOCUMENT_TEXT_LENGTH,
  MAX_PHONE_TEXT_LENGTH,
} from "@/lib/validation/text";

// Field rules shared by the sales, expenses, documents and invoices schemas (forms and routes alike). No server
// imports: the admin forms run them in the browser through zodResolver. Which characters a text refuses is
// decided once, in lib/validation/text.ts. Every text is measured first, with `abort`, so an over-long one is
// refused before any other check reads it.

export { hasAtMostTwoDecimals, INVALID_CHARACTERS };
export const INVALID_DATE = "Data inválida";
export const TOO_MANY_DECIMALS = "Use no máximo duas casas decimais";
export const INVALID_AMOUNT = "Valor inválido";
export const INVALID_EMAIL = "Digite um e-mail válido";
export const INVALID_PHONE = "Digite um telefone válido (10 ou 11 dígitos)";
export const INVALID_DOCUMENT = "CPF/CNPJ inválido";
export const INVALID_ID = "Identificador inválido";

const tooLong = (max: number) => `Máximo de ${max} caracteres`;

/** A required text, trimmed; missing or blank gives `required`. */
export function requiredText(max: number, required: string, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong(max), abort: true })
    .refine((value) => !hasInvalidCharacters(value, options), INVALID_CHARACTERS);
}

/** An optional text: blank, null or absent is null. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: "Texto inválido" })
    .trim()
    .max(max, { error: tooLong(max), abort: true })
    .refine((value) => !hasInvalidCharacters(value, options), INVALID_CHARACTERS)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Money as a JSON number (what the masked form inputs send; null while empty) or a text typed the pt-BR way
 * ("52.900,00", "1500,25"): required, finite, > 0 (≥ 0 with `allowZero`), ≤ max, at most 2 decimals. Anything
 * else — true, [5], {}, "NaN", "0x10", 1e309 — is refused, never coerced into an amount.
 */
export function money(messages: {
  required: string;
  positive: string;
  max: number;
  tooHigh: string;
  allowZero?: boolean;
}) {
  return z
    .union([z.number(), z.string(), z.null()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.required : INVALID_AMOUNT,
    })
    .transform((raw, context): number => {
      const value = parseNumberInput(raw);
      let problem: string | null = null;
      if (value === undefined) problem = messages.required;
      else if (!Number.isFinite(value)) problem = INVALID_AMOUNT;
      else if (messages.allowZero ? value < 0 : value <= 0) problem = messages.positive;
      else if (value > messages.max) problem = messages.tooHigh;
      else if (!hasAtMostTwoDecimals(value)) problem = TOO_MANY_DECIMALS;
      if (problem !== null) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return value!;
    });
}

/** A required calendar day "YYYY-MM-DD". */
export function requiredDay(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_DAY_TEXT_LENGTH, { error: INVALID_DATE, abort: true })
    .refine(isIsoDay, INVALID_DATE);
}

/** An optional calendar day: blank or null is null. */
export function optionalDay() {
  return z
    .string({ error: INVALID_DATE })
    .trim()
    .max(MAX_DAY_TEXT_LENGTH, { error: INVALID_DATE, abort: true })
    .refine((value) => value === "" || isIsoDay(value), INVALID_DATE)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional reference to a row (a car): blank or null is null; anything not shaped like an id is refused. */
export function optionalId(invalid: string = INVALID_ID) {
  return z
    .string({ error: invalid })
    .trim()
    .max(MAX_ID_LENGTH, { error: invalid, abort: true })
    .refine((value) => value === "" || isPlausibleId(value), invalid)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required reference to a row: `invalid` when missing, blank or not shaped like an id. */
export function requiredId(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .min(1, { error: invalid, abort: true })
    .max(MAX_ID_LENGTH, { error: invalid, abort: true })
    .refine(isPlausibleId, invalid);
}

/** Typed with a mask, stored as digits: 10 or 11 of them. */
export function requiredPhone(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_PHONE_TEXT_LENGTH, { error: INVALID_PHONE, abort: true })
    .refine((value) => !hasInvalidCharacters(value) && isValidPhone(value), INVALID_PHONE)
    .transform(phoneDigits);
}

export function optionalEmail() {
  return z
    .string({ error: INVALID_EMAIL })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL, abort: true })
    .refine((value) => value === "" || (isEmailAddress(value) && !hasInvalidCharacters(value)), INVALID_EMAIL)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null));
}

/**
 * A CPF or a CNPJ (numeric or alphanumeric) with valid check digits, typed with or without punctuation, in any case;
 * kept without punctuation, letters upper-cased.
 */
export function requiredCpfCnpj(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_DOCUMENT_TEXT_LENGTH, { error: INVALID_DOCUMENT, abort: true })
    .refine((value) => !hasInvalidCharacters(value) && isValidCpfOrCnpj(value), INVALID_DOCUMENT)
    .transform(documentChars);
}

export function optionalCpfCnpj() {
  return z
    .string({ error: INVALID_DOCUMENT })
    .trim()
    .max(MAX_DOCUMENT_TEXT_LENGTH, { error: INVALID_DOCUMENT, abort: true })
    .refine(
      (value) => value === "" || (!hasInvalidCharacters(value) && isValidCpfOrCnpj(value)),
      INVALID_DOCUMENT,
    )
    .nullish()
    .transform((value) => (value ? documentChars(value) : null));
}
