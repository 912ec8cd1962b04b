// Brazilian licence plates (docs/business-rules.md "Trade-in appraisal"): the old format ABC1234 and the
// Mercosul one ABC1D23 (a letter or digit in the 5th place). Typed with separators or in lower case, they are
// stored upper-case without separators. No server imports: the form masks and checks with the same rules.

export const INVALID_PLATE = "Placa inválida";

const OLD_PLATE = /^[A-Z]{3}\d{4}$/;
const MERCOSUL_PLATE = /^[A-Z]{3}\d[A-Z]\d{2}$/;
/** What may separate the parts of a plate as people write it: spaces, hyphens, dots, the middle dot. */
const SEPARATORS = /[\s\-.·]/g;
/** Longer than any plate with separators: longer input is refused before it is read. */
export const MAX_PLATE_TEXT_LENGTH = 16;

/** The stored form of a plate (ABC1234 or ABC1D23), or null when the text is no Brazilian plate. */
export function normalizePlate(value: string): string | null {
  if (value.length > MAX_PLATE_TEXT_LENGTH) return null;
  const compact = value.replace(SEPARATORS, "").toUpperCase();
  return OLD_PLATE.test(compact) || MERCOSUL_PLATE.test(compact) ? compact : null;
}

/** Which characters each of the 7 places takes: letters, a digit, letter-or-digit (Mercosul), digits. */
const PLACES: readonly RegExp[] = [/[A-Z]/, /[A-Z]/, /[A-Z]/, /\d/, /[A-Z\d]/, /\d/, /\d/];

/**
 * The plate field's mask as the visitor types: upper case, characters that cannot go in the next place are
 * dropped, at most 7; an old-format plate reads ABC-1234 once its 5th character is a digit, a Mercosul one
 * ABC1D23 (written without a hyphen).
 */
export function maskPlate(value: string): string {
  let plate = "";
  for (const character of value.slice(0, 40).toUpperCase()) {
    if (plate.length >= PLACES.length) break;
    if (PLACES[plate.length]!.test(character)) plate += character;
  }
  return plate.length >= 5 && /\d/.test(plate[4]!) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** A stored plate as people read it: ABC-1234 for the old format, ABC1D23 for Mercosul. */
export function formatPlate(plate: string): string {
  return OLD_PLATE.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}
