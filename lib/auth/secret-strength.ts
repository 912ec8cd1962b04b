// The session-signing secret must be long enough that guessing it is hopeless: 32 bytes, as
// `openssl rand -base64 32` (44 characters) or the secret generated into DATA_DIR give.

export const AUTH_SECRET_MIN_BYTES = 32;

/** Why this AUTH_SECRET cannot sign production sessions, or null when it can. */
export function weakAuthSecretProblem(secret: string): string | null {
  const bytes = new TextEncoder().encode(secret).length;
  if (bytes >= AUTH_SECRET_MIN_BYTES) return null;
  return (
    `AUTH_SECRET is too short (${bytes} bytes): it must have at least ${AUTH_SECRET_MIN_BYTES} bytes. ` +
    "Generate one with `openssl rand -base64 32`."
  );
}
