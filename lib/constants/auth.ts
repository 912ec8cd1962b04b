// Accounts and sign-in: password rules, sessions, rate limits of sign-in and sign-up, and the roles.

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing a body cannot become a denial of service. */
export const PASSWORD_MAX_LENGTH = 256;
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
/** A temporary password from a staff reset signs in for this long; then the user needs another reset. */
export const TEMPORARY_PASSWORD_HOURS = 72;

// Sign-in and sign-up limits (docs/business-rules.md "Auth").
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
export const SIGN_UP_MAX_PER_ADDRESS = 5;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const SIGN_UP_LOCK_MS = 60 * 60 * 1000;

export const ROLES = ["admin", "developer", "gerente", "vendedor", "ajudante", "user"] as const;
export const ASSIGNABLE_ROLES = ["gerente", "vendedor", "ajudante"] as const;
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  admin: "Admin",
  developer: "Developer",
  gerente: "Gerente",
  vendedor: "Vendedor",
  ajudante: "Ajudante",
  user: "Usuário",
};
