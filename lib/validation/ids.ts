// Ids are opaque strings (docs/conventions.md); every row id this app makes is a cuid. Anything outside this
// shape — a path, a NUL byte, 10,000 characters — names no row, so it is answered like an unknown id (404 in a
// path, 400 naming the field in a body) without reaching PostgreSQL. No server imports: forms use it too.

export const MAX_ID_LENGTH = 64;
const ID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

export function isPlausibleId(value: string): boolean {
  return ID_SHAPE.test(value);
}
