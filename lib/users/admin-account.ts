import { hashPassword } from "@/lib/auth/password";
import { displayName, signUpSchema } from "@/lib/auth/schema";
import type { Db } from "@/lib/db/connect";

// `npm run admin:create -- <email>`: the first admin of a deployment, or an existing account promoted to admin,
// with a password the operator types (the same rules as sign-up). Promoting changes the role and the password,
// so the account's open sessions end.

export type AdminAccountResult = { email: string; outcome: "created" | "promoted" };

/** The e-mail and password, checked like a sign-up; throws with the pt-BR message of the first problem. */
export function parseAdminAccountInput(email: string, password: string): { email: string; password: string } {
  const parsed = signUpSchema.pick({ email: true, password: true }).safeParse({ email, password });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Dados inválidos");
  return parsed.data;
}

export async function createOrPromoteAdmin(
  db: Db,
  rawEmail: string,
  rawPassword: string,
): Promise<AdminAccountResult> {
  const { email, password } = parseAdminAccountInput(rawEmail, rawPassword);
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (existing) {
      await tx.user.update({
        where: { id: existing.id },
        // The operator chose this password: a pending temporary one (reset by a manager) is replaced.
        data: {
          role: "admin",
          passwordHash,
          mustChangePassword: false,
          temporaryPasswordExpiresAt: null,
          sessionVersion: { increment: 1 },
        },
      });
      return { email, outcome: "promoted" };
    }
    await tx.user.create({ data: { email, name: displayName(email), role: "admin", passwordHash } });
    return { email, outcome: "created" };
  });
}
