// Numbers typed in a form ("132900", "132900,50", " 1500.25 ") or sent as JSON numbers. No server imports.

const MAX_NUMBER_TEXT_LENGTH = 1_000;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The number of a form's text or a JSON number; undefined when blank; NaN when it is no plain decimal (so
 * "NaN", "Infinity", "1e3", "0x10" and "12abc" are all refused rather than read the way Number() would).
 * A JSON number is taken as is: 1e309 arrives as Infinity and callers refuse it as not finite.
 */
export function parseNumberInput(value: string | number | null | undefined): number | undefined {
  if (typeof value === "number") return value;
  if (isBlank(value)) return undefined;
  // Refused before it is scanned: hundreds of digits are still read (and found too high), a megabyte is not.
  if (value!.length > MAX_NUMBER_TEXT_LENGTH) return Number.NaN;
  const normalized = value!.trim().replace(/\s/g, "");
  // A pt-BR decimal comma ("1234,5"); thousands dots are not expected in the forms' numeric inputs.
  const decimal = normalized.includes(",") && !normalized.includes(".") ? normalized.replace(",", ".") : normalized;
  return /^-?\d+(?:\.\d+)?$/.test(decimal) ? Number(decimal) : Number.NaN;
}

/** Has at most two decimals (money is Decimal(12,2)); the tolerance absorbs binary floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}
