import { z } from "zod";

import { MAX_EMAIL_LENGTH } from "@/lib/constants";
import { isIsoDay } from "@/lib/format/dates";
import { documentDigits, isValidCpfOrCnpj } from "@/lib/format/documents";
import { isValidPhone, phoneDigits } from "@/lib/format/phone";

// Field rules shared by the sales, expenses, documents and invoices schemas (forms and routes alike). No server
// imports: the admin forms run them in the browser through zodResolver.

// Control characters other than line breaks are refused (API.md "Security"); single-line fields refuse those too.
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;
export const INVALID_CHARACTERS = "O texto contém caracteres inválidos.";
export const INVALID_DATE = "Data inválida";
export const TOO_MANY_DECIMALS = "Use no máximo duas casas decimais";
export const INVALID_EMAIL = "Digite um e-mail válido";
export const INVALID_PHONE = "Digite um telefone válido (10 ou 11 dígitos)";
export const INVALID_DOCUMENT = "CPF/CNPJ inválido";
export const INVALID_ID = "Identificador inválido";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const tooLong = (max: number) => `Máximo de ${max} caracteres`;

/** A required text, trimmed; missing or blank gives `required`. */
export function requiredText(max: number, required: string, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong(max))
    .refine((value) => !control.test(value), INVALID_CHARACTERS);
}

/** An optional text: blank, null or absent is null. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  return z
    .string({ error: "Texto inválido" })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => !control.test(value), INVALID_CHARACTERS)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Has at most two decimals (money is Decimal(12,2)); the tolerance absorbs binary floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Money as a JSON number or a form's text: required, > 0, ≤ max, at most 2 decimals. */
export function money(messages: { required: string; positive: string; max: number; tooHigh: string }) {
  return z.coerce
    .number({ error: messages.required })
    .gt(0, messages.positive)
    .lte(messages.max, messages.tooHigh)
    .refine(hasAtMostTwoDecimals, TOO_MANY_DECIMALS);
}

/** A required calendar day "YYYY-MM-DD". */
export function requiredDay(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isIsoDay, INVALID_DATE);
}

/** An optional calendar day: blank or null is null. */
export function optionalDay() {
  return z
    .string({ error: INVALID_DATE })
    .trim()
    .refine((value) => value === "" || isIsoDay(value), INVALID_DATE)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional reference to a row (a car): blank or null is null. */
export function optionalId() {
  return z
    .string({ error: INVALID_ID })
    .trim()
    .max(64, INVALID_ID)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Typed with a mask, stored as digits: 10 or 11 of them. */
export function requiredPhone(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidPhone, INVALID_PHONE)
    .transform(phoneDigits);
}

export function optionalEmail() {
  return z
    .string({ error: INVALID_EMAIL })
    .trim()
    .max(MAX_EMAIL_LENGTH, INVALID_EMAIL)
    .refine((value) => value === "" || EMAIL.test(value), INVALID_EMAIL)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null));
}

/** A CPF or CNPJ with valid check digits, typed with or without punctuation, kept as digits. */
export function requiredCpfCnpj(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidCpfOrCnpj, INVALID_DOCUMENT)
    .transform(documentDigits);
}

export function optionalCpfCnpj() {
  return z
    .string({ error: INVALID_DOCUMENT })
    .trim()
    .refine((value) => value === "" || isValidCpfOrCnpj(value), INVALID_DOCUMENT)
    .nullish()
    .transform((value) => (value ? documentDigits(value) : null));
}
