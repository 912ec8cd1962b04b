// Numbers typed in a form ("132900", "132900,50", " 1500.25 ") or sent as JSON numbers. No server imports.

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

// Far longer than any amount of this app, so hundreds of digits are still read (and then found too high), while
// the check keeps every pattern below working on short input only.
const MAX_NUMBER_TEXT_LENGTH = 1_000;
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;
// pt-BR with its decimal comma: thousands grouped by '.' ("52.900,00", "1.234.567,8").
const GROUPED_WITH_COMMA = /^-?\d{1,3}(?:\.\d{3})+,\d+$/;
const COMMA_DECIMAL = /^-?\d+,\d+$/;
// "52.900" or "10.005": pt-BR thousands or a decimal point? Either reading would silently save a wrong amount.
const DOT_THEN_THREE_DIGITS = /^-?\d{1,3}(?:\.\d{3})+$/;

/**
 * The number of a text typed the Brazilian way or as a plain decimal: "52.900,00" is 52900, "1500,25" and
 * "1500.25" are 1500.25. Text whose dots may be either thousands separators or a decimal point ("52.900",
 * "61.000") is refused rather than guessed (it was once read as 52.9 and 61). NaN when the text is no such number.
 */
export function parseDecimalText(text: string): number {
  if (text.length > MAX_NUMBER_TEXT_LENGTH) return Number.NaN;
  const compact = text.trim().replace(/\s/g, "");
  if (compact.length === 0) return Number.NaN;
  if (DOT_THEN_THREE_DIGITS.test(compact)) return Number.NaN;
  if (GROUPED_WITH_COMMA.test(compact)) return Number(compact.replace(/\./g, "").replace(",", "."));
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
