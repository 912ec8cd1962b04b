import { MAX_EMAIL_LENGTH } from "@/lib/constants/contact";

// The e-mail rule of the contact forms and the finance records: something@domain.tld without spaces — one "@",
// a local part, and a domain with a dot that is neither its first nor its last character. Checked by scanning
// the text once, never by a pattern: a pattern of adjacent quantifiers over the same characters backtracks
// quadratically ("a@" followed by a million dots took minutes). No server imports: forms use it too.

/** True when `value` (already trimmed) is an e-mail address of at most MAX_EMAIL_LENGTH characters. */
export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf("@");
  if (at < 1 || value.indexOf("@", at + 1) !== -1) return false;
  for (const char of value) if (char.trim() === "") return false;
  const domain = value.slice(at + 1);
  // Some dot with at least one character on each side of it.
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot < domain.length - 1;
}
