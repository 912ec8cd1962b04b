// Numbers typed in a form ("132900", "132900,50", " 1500.25 ") or sent as JSON numbers. No server imports.

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

// Longer text is no amount of this app (≤ 2,000,000,000 with two decimals and separators fits in 20 characters); the
// check keeps every pattern below working on short input only.
const MAX_NUMBER_TEXT_LENGTH = 32;
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;
// pt-BR: thousands grouped by '.', decimals after ',' ("52.900", "52.900,00", "1500,25").
const GROUPED_THOUSANDS = /^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const COMMA_DECIMAL = /^-?\d+(?:,\d+)?$/;

/**
 * The number of a text typed the Brazilian way or as a plain decimal: "52.900" and "52.900,00" are 52900,
 * "1500,25" and "1500.25" are 1500.25. A dot followed by groups of exactly three digits is a thousands separator,
 * never a decimal point, so "61.000" km is 61000, not 61. NaN when the text is no such number.
 */
export function parseDecimalText(text: string): number {
  const compact = text.trim().replace(/\s/g, "");
  if (compact.length === 0 || compact.length > MAX_NUMBER_TEXT_LENGTH) return Number.NaN;
  if (GROUPED_THOUSANDS.test(compact)) return Number(compact.replace(/\./g, "").replace(",", "."));
  if (COMMA_DECIMAL.test(compact)) return Number(compact.replace(",", "."));
  return PLAIN_DECIMAL.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * The number of a form's text or a JSON number; undefined when blank; NaN when it is no plain or pt-BR decimal
 * (so "NaN", "Infinity", "1e3", "0x10" and "12abc" are all refused rather than read the way Number() would).
 * A JSON number is taken as is: 1e309 arrives as Infinity and callers refuse it as not finite.
 */
export function parseNumberInput(value: string | number | null | undefined): number | undefined {
  if (typeof value === "number") return value;
  if (isBlank(value)) return undefined;
  return parseDecimalText(value!);
}

/** Has at most two decimals (money is Decimal(12,2)); the tolerance absorbs binary floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}
