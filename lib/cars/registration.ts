import { isValidRenavam as isValidRenavamChecksum } from "@brazilian-utils/brazilian-utils";

// A car's registration data (docs/adding-a-car-field.md): plate, RENAVAM and chassis number, typed with or
// without separators, stored without them and in upper case. No server imports: the car form validates with
// these through the car schema.

export const PLATE_LENGTH = 7;
export const RENAVAM_LENGTH = 11;
export const CHASSIS_LENGTH = 17;
/** Longer input is refused before any pattern runs. */
export const MAX_REGISTRATION_INPUT_LENGTH = 40;

/** Letters and digits, upper-cased: hyphens, dots, spaces and slashes of a typed value dropped. */
export function registrationChars(value: string): string {
  return value.replace(/[\s.\-/]/g, "").toUpperCase();
}

// Old plates are three letters and four digits (ABC1234); Mercosul plates put a letter in the fifth place
// (ABC1D23, Resolução CONTRAN nº 969/2022's LLLNLNN).
const PLATE = /^[A-Z]{3}\d[A-Z0-9]\d{2}$/;

/** ABC1234 or ABC1D23 once separators are dropped and letters upper-cased. */
export function isValidPlate(value: string): boolean {
  return value.length <= MAX_REGISTRATION_INPUT_LENGTH && PLATE.test(registrationChars(value));
}

/**
 * 11 digits (the current length; older 9-digit numbers are written with two leading zeros) whose last digit is
 * the modulo-11 check digit of the first ten, not all the same digit. The arithmetic is
 * @brazilian-utils/brazilian-utils'.
 */
export function isValidRenavam(value: string): boolean {
  if (value.length > MAX_REGISTRATION_INPUT_LENGTH) return false;
  const digits = registrationChars(value);
  return /^\d{11}$/.test(digits) && isValidRenavamChecksum(digits);
}

// ISO 3779: 17 characters, digits and capital letters except I, O and Q (mistaken for 1 and 0). The North-American
// check digit (9th position) is not required: many Brazilian-built chassis numbers do not carry it.
const CHASSIS = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A 17-character VIN without I, O or Q, once separators are dropped and letters upper-cased. */
export function isValidChassis(value: string): boolean {
  return value.length <= MAX_REGISTRATION_INPUT_LENGTH && CHASSIS.test(registrationChars(value));
}

/** "ABC-1234" for an old plate, "ABC1D23" for a Mercosul one: how the plate is printed. */
export function formatPlate(plate: string): string {
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}
