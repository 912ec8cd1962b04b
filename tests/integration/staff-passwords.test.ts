import { describe, expect, it } from "vitest";

import {
  api,
  createUser,
  sessionFrom,
  signedInAs,
  signIn,
  testAddress,
  TEST_PASSWORD,
  type Session,
} from "../helpers/auth";
import { testDb } from "../helpers/db";

// Staff passwords (docs/business-rules.md "Staff passwords"): changing one's own password, a manager's reset to a
// temporary password, and the gate that allows nothing but the password change until it is replaced.

const MUST_CHANGE = { error: "Troque a senha provisória para continuar" };
const WRONG_CURRENT = "Senha atual incorreta";

const changePassword = (session: Session | null, json: unknown, address?: string) =>
  api("/api/auth/password", { method: "PUT", json, session, address });
const resetPassword = (session: Session, id: string) =>
  api(`/api/users/${id}/reset-password`, { method: "POST", session });
const sessionUser = async (session: Session) =>
  ((await (await api("/api/auth/session", { session })).json()) as { user?: { id: string } }).user ?? null;

describe("PUT /api/auth/password", () => {
  it("changes the password, keeps this session, ends the other ones, and the new password signs in", async () => {
    const user = await signedInAs("vendedor");
    const other = await signIn(user);
    const response = await changePassword(user, {
      currentPassword: TEST_PASSWORD,
      newPassword: "nova-senha-1",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const renewed = sessionFrom(response);
    expect(renewed).not.toBeNull();

    expect((await api("/api/sales", { session: renewed })).status).toBe(200);
    expect((await api("/api/sales", { session: other })).status).toBe(401);
    expect(await sessionUser(other)).toBeNull();
    expect(await sessionUser(renewed!)).toMatchObject({ id: user.id });

    const oldLogin = await api("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    await signIn({ email: user.email, password: "nova-senha-1" });
  });

  it("answers 400 for a wrong current password or a new one under 6 characters, 401 signed out", async () => {
    const user = await signedInAs("ajudante");
    const wrong = await changePassword(user, { currentPassword: "errada", newPassword: "nova-senha-1" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(WRONG_CURRENT);
    const short = await changePassword(user, { currentPassword: TEST_PASSWORD, newPassword: "12345" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toBe(
      "A senha deve ter pelo menos 6 caracteres",
    );
    const anonymous = await changePassword(null, {
      currentPassword: TEST_PASSWORD,
      newPassword: "nova-senha-1",
    });
    expect(anonymous.status).toBe(401);
    // Nothing changed.
    await signIn(user);
  });

  it("counts a wrong current password toward the sign-in lockout of the e-mail", async () => {
    const user = await signedInAs("vendedor");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await changePassword(user, { currentPassword: "errada", newPassword: "nova-senha-1" });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const login = await api("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(429);
    const locked = await changePassword(user, {
      currentPassword: TEST_PASSWORD,
      newPassword: "nova-senha-1",
    });
    expect(locked.status).toBe(429);
  });
});

describe("POST /api/users/{id}/reset-password", () => {
  it("gives a temporary password once, ends the user's sessions and gates every other call until it is changed", async () => {
    const gerente = await signedInAs("gerente");
    const target = await signedInAs("vendedor");
    const response = await resetPassword(gerente, target.id);
    expect(response.status).toBe(200);
    const { temporaryPassword } = (await response.json()) as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12,}$/);
    expect((await testDb().user.findUniqueOrThrow({ where: { id: target.id } })).mustChangePassword).toBe(
      true,
    );

    // The old session has ended; the old password no longer works.
    expect((await api("/api/sales", { session: target })).status).toBe(401);
    const address = testAddress();
    const login = await api("/api/auth/login", {
      method: "POST",
      json: { email: target.email, password: temporaryPassword },
      address,
    });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { user: { id: string }; mustChangePassword?: boolean };
    expect(body).toEqual({ user: expect.objectContaining({ id: target.id }), mustChangePassword: true });
    const temporary = sessionFrom(login)!;

    // Every other API call answers 403 …
    for (const [path, init] of [
      ["/api/sales", {}],
      ["/api/contact-tickets", {}],
      ["/api/analytics/overview", {}],
      ["/api/cars", { method: "POST", json: { brand: "X" } }],
    ] as const) {
      const gated = await api(path, { ...init, session: temporary });
      expect(gated.status, path).toBe(403);
      expect(await gated.json(), path).toEqual(MUST_CHANGE);
    }
    // … except the session, the public routes, and the password change itself.
    expect(await sessionUser(temporary)).toMatchObject({ id: target.id });
    expect((await api("/api/cars", { session: temporary })).status).toBe(200);
    expect((await api("/api/health", { session: temporary })).status).toBe(200);
    const changed = await changePassword(temporary, {
      currentPassword: temporaryPassword,
      newPassword: "minha-senha-nova",
    });
    expect(changed.status).toBe(200);
    const renewed = sessionFrom(changed)!;
    expect((await api("/api/sales", { session: renewed })).status).toBe(200);
    expect((await testDb().user.findUniqueOrThrow({ where: { id: target.id } })).mustChangePassword).toBe(
      false,
    );
    const next = await api("/api/auth/login", {
      method: "POST",
      json: { email: target.email, password: "minha-senha-nova" },
    });
    expect(await next.json()).toEqual({ user: expect.objectContaining({ id: target.id }) });
  });

  it("lets a signed-out user with a temporary password sign out", async () => {
    const admin = await signedInAs("admin");
    const target = await createUser({ role: "ajudante" });
    const { temporaryPassword } = (await (await resetPassword(admin, target.id)).json()) as {
      temporaryPassword: string;
    };
    const session = await signIn({ email: target.email, password: temporaryPassword });
    const logout = await api("/api/auth/logout", { method: "POST", session });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true });
  });

  it("refuses a gerente for admin and developer accounts, lets an admin reset them, and 404s unknown ids", async () => {
    const gerente = await signedInAs("gerente");
    const admin = await signedInAs("admin");
    for (const role of ["admin", "developer"] as const) {
      const target = await createUser({ role });
      const refused = await resetPassword(gerente, target.id);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: "Apenas administradores podem redefinir a senha de um administrador.",
      });
      expect((await resetPassword(admin, target.id)).status).toBe(200);
    }
    const peer = await createUser({ role: "gerente" });
    expect((await resetPassword(gerente, peer.id)).status).toBe(200);
    const unknown = await resetPassword(admin, "c0000000000000000000000000");
    expect(unknown.status).toBe(404);
  });

  it("is for the roles permission only", async () => {
    const target = await createUser({ role: "user" });
    expect((await api(`/api/users/${target.id}/reset-password`, { method: "POST" })).status).toBe(401);
    for (const role of ["vendedor", "ajudante", "user"] as const) {
      const session = await signedInAs(role);
      expect((await resetPassword(session, target.id)).status, role).toBe(403);
    }
    expect((await testDb().user.findUniqueOrThrow({ where: { id: target.id } })).mustChangePassword).toBe(
      false,
    );
  });
});
