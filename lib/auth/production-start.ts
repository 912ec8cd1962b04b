import { weakAuthSecretProblem } from "@/lib/auth/secret-strength";
import { env } from "@/lib/env";
import { logger } from "@/lib/log/logger";

// Settings a production server refuses to start with. Checked by instrumentation.ts before the first request,
// on every production start (`npm start` or `next start` directly); the build is not a start.

function isProductionServer(): boolean {
  return env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build";
}

/** Problems that stop a production start (empty elsewhere). */
export function productionStartProblems(): string[] {
  if (!isProductionServer()) return [];
  const problems: string[] = [];
  const secretProblem = env.AUTH_SECRET ? weakAuthSecretProblem(env.AUTH_SECRET) : null;
  if (secretProblem) problems.push(secretProblem);
  return problems;
}

/** Logs every problem and ends the process with status 1 when there is any. */
export function refuseUnsafeStart(problems: readonly string[]): void {
  if (!problems.length) return;
  for (const problem of problems) logger.fatal(`[start] refused: ${problem}`);
  process.exit(1);
}
