import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "@/lib/constants/contact";

// Brazilian phone numbers with area code (docs/showroom.md): typed with a mask, validated and sent as digits.

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** Valid with 10 (landline) or 11 (mobile) digits once every non-digit is stripped. */
export function isValidPhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}

/**
 * The input mask, applied as the visitor types: at most 11 digits, "(NN) NNNN-NNNN" up to 10 digits and
 * "(NN) NNNNN-NNNN" with 11. Partial input is formatted as far as it goes so the caret stays natural.
 */
export function maskPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return "";
  const area = digits.slice(0, 2);
  if (digits.length <= 2) return `(${area}`;
  const rest = digits.slice(2);
  const split = digits.length === PHONE_MAX_DIGITS ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
