// The characters a text field refuses (docs/conventions.md "Security": control characters other than line breaks are
// refused), one rule for every schema — forms (zodResolver, in the browser) and routes alike. No server imports.
//
// - Control characters (C0, DEL and C1, U+0085 included) are refused everywhere except \n and \r, which
//   multi-line texts (messages, descriptions, notes) keep.
// - Single-line fields (names, titles, e-mails, phones, model, colour) also refuse line breaks, U+2028 and
//   U+2029 among them, and the bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
//   there they only serve to make a value read differently from what it is ("Ana\u202Efdp.exe" shows as
//   "Anaexe.pdf") in lists, file names and exports. Prose keeps them, since right-to-left writers may need them.
// - Zero-width characters (U+200B–U+200D) and right-to-left letters are text like any other and are kept.
// - A lone UTF-16 surrogate is no character at all (PostgreSQL would store U+FFFD in its place): refused.

const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export const INVALID_CHARACTERS = "O texto contém caracteres inválidos.";

// Longest accepted texts of the fields whose limit is their format rather than a column: checked first, with
// zod's `abort`, so an over-long value (the 1 MB body cap allows a million characters) is refused before any
// pattern or scan runs on it.
export const MAX_PHONE_TEXT_LENGTH = 30;
export const MAX_DOCUMENT_TEXT_LENGTH = 32;
export const MAX_DAY_TEXT_LENGTH = 10;

export type TextOptions = { multiline?: boolean };

/** True when `value` holds a character its field refuses (see above). */
export function hasInvalidCharacters(value: string, options: TextOptions = {}): boolean {
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return true;
  return !options.multiline && (LINE_BREAK.test(value) || BIDI_CONTROL.test(value));
}

/** The bidi embedding, override and isolate controls of `value` removed (for names the client chose, like file names). */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}
