import { describe, expect, it } from "vitest";

import { api, createUser, signIn, signedInAs, uniqueEmail } from "../helpers/auth";
import { testDb } from "../helpers/db";

describe("GET /api/users", () => {
  it("lists accounts with id, email, role and dates, and no password hash", async () => {
    const gerente = await signedInAs("gerente");
    const vendedor = await createUser({ role: "vendedor" });
    const response = await api("/api/users", { session: gerente });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(body.success).toBe(true);
    const row = body.users.find((user: { id: string }) => user.id === vendedor.id);
    expect(row).toEqual({
      id: vendedor.id,
      email: vendedor.email,
      role: "vendedor",
      receivesLeads: true,
      commissionPercent: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
  });
});

describe("GET /api/users/check/{email}", () => {
  it("tells whether an account exists, e-mail case aside", async () => {
    const admin = await signedInAs("admin");
    const user = await createUser();
    const found = await api(`/api/users/check/${encodeURIComponent(user.email.toUpperCase())}`, {
      session: admin,
    });
    expect(await found.json()).toEqual({ exists: true, user: { id: user.id, email: user.email } });
    const raw = await api(`/api/users/check/${user.email}`, { session: admin });
    expect(await raw.json()).toEqual({ exists: true, user: { id: user.id, email: user.email } });
    for (const email of [uniqueEmail("ninguem"), "nao-e-email", "%20"]) {
      const missing = await api(`/api/users/check/${encodeURIComponent(email)}`, { session: admin });
      expect(missing.status).toBe(200);
      expect(await missing.json()).toEqual({ exists: false });
    }
  });
});

describe("PUT /api/users/{id}", () => {
  it("sets gerente, vendedor, ajudante or user, case-insensitively", async () => {
    const gerente = await signedInAs("gerente");
    const target = await signedInAs("user");
    expect((await api("/api/analytics/overview", { session: target })).status).not.toBe(200);

    const promote = await api(`/api/users/${target.id}`, {
      method: "PUT",
      json: { role: "VENDEDOR" },
      session: gerente,
    });
    expect(promote.status).toBe(200);
    expect(await promote.json()).toEqual({ success: true });
    expect((await testDb().user.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("vendedor");
    const again = await signIn(target);
    expect((await api("/api/analytics/overview", { session: again })).status).toBe(200);
    expect((await api("/api/users", { session: again })).status).toBe(403);

    for (const role of ["ajudante", "gerente", " user "]) {
      const response = await api(`/api/users/${target.id}`, {
        method: "PUT",
        json: { role },
        session: gerente,
      });
      expect(response.status).toBe(200);
    }
    expect((await testDb().user.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("user");
  });

  it("ends the user's sessions when the role changes: the old cookie gets 401 on admin APIs", async () => {
    const admin = await signedInAs("admin");
    const target = await signedInAs("gerente");
    expect((await api("/api/expenses", { session: target })).status).toBe(200);

    const demote = await api(`/api/users/${target.id}`, {
      method: "PUT",
      json: { role: "vendedor" },
      session: admin,
    });
    expect(demote.status).toBe(200);
    for (const path of ["/api/expenses", "/api/sales", "/api/users"]) {
      expect((await api(path, { session: target })).status).toBe(401);
    }
    const session = await (await api("/api/auth/session", { session: target })).json();
    expect(session).toEqual({});

    // Setting the role it already has changes nothing, and ends nothing.
    const fresh = await signIn(target);
    expect(
      (await api(`/api/users/${target.id}`, { method: "PUT", json: { role: "vendedor" }, session: admin }))
        .status,
    ).toBe(200);
    expect((await api("/api/sales", { session: fresh })).status).toBe(200);
  });

  it("refuses other roles with 400", async () => {
    const admin = await signedInAs("admin");
    const target = await createUser();
    for (const body of [{ role: "admin" }, { role: "developer" }, { role: "dono" }, { role: 3 }, {}]) {
      const response = await api(`/api/users/${target.id}`, { method: "PUT", json: body, session: admin });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    expect((await testDb().user.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("user");
  });

  it("answers 404 with success:false for an unknown user", async () => {
    const admin = await signedInAs("admin");
    for (const id of ["cunknownid000000000000000", "x".repeat(300), "%00"]) {
      const response = await api(`/api/users/${id}`, {
        method: "PUT",
        json: { role: "vendedor" },
        session: admin,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: "Usuário não encontrado" });
    }
  });

  it("lets only administrators change an administrator's role", async () => {
    const gerente = await signedInAs("gerente");
    const owner = await createUser({ role: "admin" });
    const refused = await api(`/api/users/${owner.id}`, {
      method: "PUT",
      json: { role: "user" },
      session: gerente,
    });
    expect(refused.status).toBe(403);
    expect((await testDb().user.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe("admin");

    const developer = await signedInAs("developer");
    const allowed = await api(`/api/users/${owner.id}`, {
      method: "PUT",
      json: { role: "gerente" },
      session: developer,
    });
    expect(allowed.status).toBe(200);
  });
});
