import { describe, expect, it } from "vitest";

import { api, signedInAs } from "../helpers/auth";
import { testDb } from "../helpers/db";

// A password reset hands someone an account: it leaves a trace in the audit trail (who, whom, when, never the
// password), and the temporary password it gives stops working after 72 hours.

const HOURS = 60 * 60 * 1000;

async function reset(actorRole: "gerente" | "admin") {
  const actor = await signedInAs(actorRole);
  const target = await signedInAs("vendedor");
  const before = Date.now();
  const response = await api(`/api/users/${target.id}/reset-password`, { method: "POST", session: actor });
  expect(response.status).toBe(200);
  const { temporaryPassword } = (await response.json()) as { temporaryPassword: string };
  return { actor, target, temporaryPassword, before };
}

const login = (email: string, password: string) =>
  api("/api/auth/login", { method: "POST", json: { email, password } });

describe("password resets in the audit trail", () => {
  it("records who reset whose password and when, without the password or its hash", async () => {
    const { actor, target, temporaryPassword, before } = await reset("gerente");
    const admin = await signedInAs("admin");
    const response = await api(`/api/audit?entity=user&entityId=${target.id}`, { session: admin });
    expect(response.status).toBe(200);
    const text = await response.text();
    const { entries } = JSON.parse(text) as {
      entries: Array<{ at: string; actorId: string; actorEmail: string; action: string; changes: unknown }>;
    };
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "update",
      changes: { password: ["(oculta)", "(redefinida)"] },
    });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(before - 1_000);
    const { passwordHash } = await testDb().user.findUniqueOrThrow({
      where: { id: target.id },
      select: { passwordHash: true },
    });
    expect(text).not.toContain(temporaryPassword);
    expect(text).not.toContain(passwordHash);
  });
});

describe("a temporary password expires after 72 hours", () => {
  it("signs in within 72 hours and is refused after them", async () => {
    const { target, temporaryPassword } = await reset("admin");
    const fresh = await login(target.email, temporaryPassword);
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({ mustChangePassword: true });

    const row = await testDb().user.findUniqueOrThrow({
      where: { id: target.id },
      select: { temporaryPasswordExpiresAt: true },
    });
    const expiresAt = row.temporaryPasswordExpiresAt!.getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + 71 * HOURS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 72 * HOURS);

    // 72 hours later (the clock cannot be moved: the deadline is).
    await testDb().user.update({
      where: { id: target.id },
      data: { temporaryPasswordExpiresAt: new Date(Date.now() - 1_000) },
    });
    const expired = await login(target.email, temporaryPassword);
    expect(expired.status).toBe(401);
    const body = (await expired.json()) as { error: string };
    expect(body.error).toMatch(/expirou|expirada/);
  });
});
