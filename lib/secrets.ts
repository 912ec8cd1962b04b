import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { weakAuthSecretProblem } from "@/lib/auth/secret-strength";
import { env, isProduction } from "@/lib/env";

const SECRET_FILE = "auth-secret";

/**
 * AUTH_SECRET, or one generated once and kept in DATA_DIR. A production deployment on its own database must set
 * it explicitly: several instances, or a redeploy with a fresh disk, would otherwise sign with different keys.
 * `production` defaults to NODE_ENV; the launcher passes it for `npm start`, whose own NODE_ENV is unset.
 */
export function resolveAuthSecret(options: { production?: boolean } = {}): string {
  const production = options.production ?? isProduction;
  if (env.AUTH_SECRET) {
    const problem = production ? weakAuthSecretProblem(env.AUTH_SECRET) : null;
    if (problem) throw new Error(problem);
    return env.AUTH_SECRET;
  }
  if (production && env.DATABASE_URL && !env.EMBEDDED_DATABASE) {
    throw new Error("AUTH_SECRET is required in production when DATABASE_URL is set");
  }
  const file = path.resolve(env.DATA_DIR, SECRET_FILE);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: fall through and create it.
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
