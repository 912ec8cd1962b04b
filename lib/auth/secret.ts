import "server-only";

import { resolveAuthSecret } from "@/lib/secrets";

let cached: string | undefined;

/** The secret that signs session tokens, resolved once per process (it may live in a file under DATA_DIR). */
export function authSecret(): string {
  cached ??= resolveAuthSecret();
  return cached;
}
