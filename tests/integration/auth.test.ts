import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

import {
  api,
  createUser,
  pageRedirect,
  sessionFrom,
  signedInAs,
  signIn,
  siteOrigin,
  TEST_PASSWORD,
  uniqueEmail,
} from "../helpers/auth";
import { apiUrl, testDb } from "../helpers/db";

// The integration server runs with AUTH_SECRET of tests/helpers/app-server.ts and ADMIN_EMAILS /
// DEVELOPER_EMAILS of tests/helpers/integration-setup.ts.
const SERVER_SECRET = "test-secret-0123456789abcdef0123456789abcdef";

const sessionOf = (cookie: string) => fetch(apiUrl("/api/auth/session"), { headers: { Cookie: cookie } });

describe("POST /api/auth/register", () => {
  it("creates a user account, signs it in and never stores or returns the password", async () => {
    const email = uniqueEmail("novo");
    const response = await api("/api/auth/register", {
      method: "POST",
      json: { email: `  ${email.toUpperCase()} `, password: "123456" },
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      user: { id: expect.any(String), email, name: email.split("@")[0], role: "user" },
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);

    const session = sessionFrom(response)!;
    const setCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("next-auth.session-token="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await (await sessionOf(session.cookie)).json()).toEqual({
      user: { id: body.user.id, email, name: email.split("@")[0], role: "user" },
      expires: expect.any(String),
    });

    const stored = await testDb().user.findUniqueOrThrow({
      where: { email },
      select: { passwordHash: true },
    });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("ignores a role sent in the body (role forgery)", async () => {
    for (const role of ["admin", "ADMIN", "developer", "gerente"]) {
      const email = uniqueEmail("forja");
      const response = await api("/api/auth/register", {
        method: "POST",
        json: { email, password: "123456", role, name: "Forja" },
      });
      expect(response.status).toBe(201);
      expect((await response.json()).user.role).toBe("user");
      const stored = await testDb().user.findUniqueOrThrow({ where: { email }, select: { role: true } });
      expect(stored.role).toBe("user");
      const users = await api("/api/users", { session: sessionFrom(response) });
      expect(users.status).toBe(403);
    }
  });

  it("gives admin and developer to the e-mails of ADMIN_EMAILS and DEVELOPER_EMAILS", async () => {
    const admin = await api("/api/auth/register", {
      method: "POST",
      json: { email: "Root-Admin@test.local", password: "123456" },
    });
    expect((await admin.json()).user.role).toBe("admin");
    const developer = await api("/api/auth/register", {
      method: "POST",
      json: { email: "root-dev@test.local", password: "123456" },
    });
    expect((await developer.json()).user.role).toBe("developer");
  });

  it("answers 400 for an invalid e-mail or a short password, and 409 for a taken e-mail", async () => {
    const invalid = await api("/api/auth/register", {
      method: "POST",
      json: { email: "sem-arroba", password: "123456" },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields).toHaveProperty("email");
    const short = await api("/api/auth/register", {
      method: "POST",
      json: { email: uniqueEmail(), password: "12345" },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toHaveProperty("password");

    const existing = await createUser();
    const taken = await api("/api/auth/register", {
      method: "POST",
      json: { email: ` ${existing.email.toUpperCase()}`, password: "123456" },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: "Este email já está cadastrado" });
    expect(sessionFrom(taken)).toBeNull();
  });

  it("answers 400 for malformed JSON and 415 for other content types, without details", async () => {
    const malformed = await api("/api/auth/register", {
      method: "POST",
      body: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.any(String) });
    const form = await api("/api/auth/login", {
      method: "POST",
      body: "email=a&password=b",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the e-mail in any case and answers the user", async () => {
    const user = await createUser({ role: "vendedor" });
    const response = await api("/api/auth/login", {
      method: "POST",
      json: { email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: user.id, email: user.email, name: user.name, role: "vendedor" },
    });
    expect(sessionFrom(response)).not.toBeNull();
  });

  it("answers the same 401 for an unknown e-mail and a wrong password", async () => {
    const user = await createUser();
    const wrong = await api("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: "errada" },
    });
    const unknown = await api("/api/auth/login", {
      method: "POST",
      json: { email: uniqueEmail("ninguem"), password: "errada" },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Email ou senha inválidos" });
      expect(sessionFrom(response)).toBeNull();
    }
  });

  it("promotes an ADMIN_EMAILS account to admin at sign-in", async () => {
    await testDb().user.deleteMany({ where: { email: "root-admin@test.local" } });
    const user = await createUser({ email: "root-admin@test.local", role: "vendedor" });
    const response = await api("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect((await response.json()).user.role).toBe("admin");
    expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
  });
});

describe("sessions", () => {
  it("are read by next-auth's GET /api/auth/session and by getServerSession on /admin", async () => {
    const gerente = await signedInAs("gerente");
    const session = await (await sessionOf(gerente.cookie)).json();
    expect(session.user).toEqual({
      id: gerente.id,
      email: gerente.email,
      name: gerente.name,
      role: "gerente",
    });
    const expires = Date.parse(session.expires);
    expect(expires - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    const page = await fetch(apiUrl("/admin"), { headers: { Cookie: gerente.cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("gerente");
    expect(page.headers.get("cache-control")).toMatch(/private/);
    expect(page.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("answers {} from /api/auth/session when signed out", async () => {
    const response = await fetch(apiUrl("/api/auth/session"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it("end on the server at sign-out: the replayed cookie gets 401 and an empty session", async () => {
    const admin = await signedInAs("admin");
    expect((await api("/api/users", { session: admin })).status).toBe(200);

    const logout = await api("/api/auth/logout", { method: "POST", session: admin });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true });
    const cleared = logout.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("next-auth.session-token="))!;
    expect(cleared).toMatch(/Max-Age=0/);

    const replayed = await api("/api/users", { session: admin });
    expect(replayed.status).toBe(401);
    expect(await (await sessionOf(admin.cookie)).json()).toEqual({});
    const page = await fetch(apiUrl("/admin"), { headers: { Cookie: admin.cookie }, redirect: "manual" });
    expect(await pageRedirect(page)).toBe("/auth?callbackUrl=%2Fadmin");

    // A new sign-in works again.
    const again = await signIn(admin);
    expect((await api("/api/users", { session: again })).status).toBe(200);
  });

  it("sign-out without a session still answers 200", async () => {
    const response = await api("/api/auth/logout", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });

  it("lose access at once when the user is demoted or deleted", async () => {
    const gerente = await signedInAs("gerente");
    expect((await api("/api/users", { session: gerente })).status).toBe(200);

    await testDb().user.update({ where: { id: gerente.id }, data: { role: "user" } });
    expect((await api("/api/users", { session: gerente })).status).toBe(403);
    expect((await (await sessionOf(gerente.cookie)).json()).user.role).toBe("user");
    const page = await fetch(apiUrl("/admin"), { headers: { Cookie: gerente.cookie }, redirect: "manual" });
    expect(await page.text()).toContain("Acesso Negado");

    await testDb().user.delete({ where: { id: gerente.id } });
    expect((await api("/api/users", { session: gerente })).status).toBe(401);
    expect(await (await sessionOf(gerente.cookie)).json()).toEqual({});
  });

  it("accept the token as a Bearer header too", async () => {
    const admin = await signedInAs("admin");
    const response = await fetch(apiUrl("/api/users"), {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
  });
});

describe("bad tokens are anonymous (401), never a 500", () => {
  const claims = (
    user: { id: string; email: string; name: string },
    overrides: Record<string, unknown> = {},
  ) => ({
    sub: user.id,
    email: user.email,
    name: user.name,
    role: "admin",
    sv: 0,
    authTime: Math.floor(Date.now() / 1000),
    ...overrides,
  });

  it.each([
    [
      "tampered",
      async (token: string) => `${token.slice(0, 40)}${token[40] === "x" ? "y" : "x"}${token.slice(41)}`,
    ],
    ["truncated", async (token: string) => token.slice(0, token.length - 10)],
    ["garbage", async () => "not-a-token"],
  ])("%s cookie", async (_label, mutate) => {
    const admin = await signedInAs("admin");
    const token = await mutate(admin.token);
    for (const headers of [
      { Cookie: `next-auth.session-token=${token}` },
      { Authorization: `Bearer ${token}` },
    ] as Array<Record<string, string>>) {
      const response = await fetch(apiUrl("/api/users"), { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("a token signed with another secret, even claiming admin", async () => {
    const user = await createUser({ role: "admin" });
    const token = await encode({
      token: claims(user),
      secret: "someone-elses-secret-0123456789abcdef",
      maxAge: 3600,
    });
    expect(
      (await fetch(apiUrl("/api/users"), { headers: { Cookie: `next-auth.session-token=${token}` } })).status,
    ).toBe(401);
  });

  it("an expired token, and one whose sign-in is more than 24 hours old", async () => {
    const user = await createUser({ role: "admin" });
    const valid = await encode({ token: claims(user), secret: SERVER_SECRET, maxAge: 3600 });
    expect(
      (await fetch(apiUrl("/api/users"), { headers: { Cookie: `next-auth.session-token=${valid}` } })).status,
    ).toBe(200);

    const expired = await encode({ token: claims(user), secret: SERVER_SECRET, maxAge: -60 });
    const stale = await encode({
      token: claims(user, { authTime: Math.floor(Date.now() / 1000) - 24 * 3600 - 5 }),
      secret: SERVER_SECRET,
      maxAge: 3600,
    });
    for (const token of [expired, stale]) {
      const response = await fetch(apiUrl("/api/users"), {
        headers: { Cookie: `next-auth.session-token=${token}` },
      });
      expect(response.status).toBe(401);
    }
  });

  it("a token of an older session version or an unknown role", async () => {
    const user = await createUser({ role: "admin" });
    await testDb().user.update({ where: { id: user.id }, data: { sessionVersion: 2 } });
    for (const overrides of [{ sv: 1 }, { sv: 2, role: "root" }]) {
      const token = await encode({ token: claims(user, overrides), secret: SERVER_SECRET, maxAge: 3600 });
      expect(
        (await fetch(apiUrl("/api/users"), { headers: { Cookie: `next-auth.session-token=${token}` } }))
          .status,
      ).toBe(401);
    }
  });

  it.each([
    "Bearer",
    "Bearer ",
    "Bearer %E0%A4%A",
    "Basic YWRtaW46YWRtaW4=",
    "Bearer a b c",
    "Bearer " + "x".repeat(6000),
    "Token abc",
  ])("Authorization %j", async (authorization) => {
    const response = await fetch(apiUrl("/api/users"), {
      headers: { Authorization: authorization.slice(0, 7000) },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    const session = await fetch(apiUrl("/api/auth/session"), {
      headers: { Authorization: authorization.slice(0, 7000) },
    });
    expect(session.status).toBe(200);
  });

  it("malformed cookie headers", async () => {
    for (const cookie of [
      "next-auth.session-token=",
      "next-auth.session-token=%E0%A4%A",
      "=;;;",
      "next-auth.session-token.0=abc",
    ]) {
      const response = await fetch(apiUrl("/api/users"), { headers: { Cookie: cookie } });
      expect(response.status).toBe(401);
    }
  });
});

describe("next-auth's own endpoints", () => {
  it("answer JSON 404 for actions this app does not use", async () => {
    for (const path of ["/api/auth/foo", "/api/auth/verify-request", "/api/auth/callback"]) {
      const response = await fetch(apiUrl(path));
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "Rota não encontrada" });
    }
  });

  it("send their sign-in and error pages to /auth", async () => {
    const signin = await fetch(apiUrl("/api/auth/signin"), { redirect: "manual" });
    expect(signin.headers.get("location")).toMatch(/^\/auth/);
  });

  it("goes through the same rules and sets the same session", async () => {
    const user = await createUser({ role: "ajudante" });
    const csrf = await fetch(apiUrl("/api/auth/csrf"));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const response = await fetch(apiUrl("/api/auth/callback/credentials"), {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: csrfCookie,
        Origin: siteOrigin(),
      },
      body: new URLSearchParams({ csrfToken, email: user.email, password: TEST_PASSWORD, json: "true" }),
    });
    expect(response.status).toBe(200);
    const session = sessionFrom(response)!;
    expect((await (await sessionOf(session.cookie)).json()).user.role).toBe("ajudante");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("ap-role=ajudante"))).toBe(
      true,
    );
  });
});
