import { describe, expect, it } from "vitest";

import { api, createUser, siteOrigin, TEST_PASSWORD } from "../helpers/auth";
import { apiUrl } from "../helpers/db";
import { expectJsonError } from "../helpers/hostile";
import { slowUpload } from "../helpers/slow-upload";

// next-auth's own endpoints under /api/auth: only those the app uses answer, their bodies are capped like every
// other route's, and no crafted callback URL (query, form field or cookie) turns into a 500.

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const CALLBACK_COOKIE = "next-auth.callback-url";
const CRAFTED: ReadonlyArray<[string, string]> = [
  ["an unclosed IPv6 host", "http://["],
  ["a javascript: URL", "javascript:alert(1)"],
  ["a space in the host", "http://a b"],
  ["an empty host", "https://:@"],
  ["a NUL byte", "\u0000"],
  ["a malformed escape", "http://%zz"],
  ["another site", "//evil.example"],
  ["5,000 characters", "x".repeat(5_000)],
];

describe("next-auth endpoints the app does not use", () => {
  it.each([
    ["POST", "/api/auth/_log"],
    ["GET", "/api/auth/_log"],
    ["POST", "/api/auth/session"],
    ["POST", "/api/auth/signin/credentials"],
    ["GET", "/api/auth/providers"],
    ["GET", "/api/auth/error"],
    ["GET", "/api/auth/signout"],
  ])("%s %s answers the JSON 404", async (method, path) => {
    const response = await api(path, {
      method,
      body: method === "POST" ? "code=x&level=error&message=ol%C3%A1" : undefined,
      headers: method === "POST" ? FORM : {},
    });
    const body = await expectJsonError(response, 404, `${method} ${path}`);
    expect(body).toEqual({ error: "Rota não encontrada" });
  });

  it("keeps the ones the app and its tests use", async () => {
    expect((await api("/api/auth/session")).status).toBe(200);
    expect((await api("/api/auth/csrf")).status).toBe(200);
    expect((await api("/api/auth/signin")).status).toBe(302);
  });
});

describe("an unknown path under /api/auth/ is no route, whatever the method", () => {
  it.each([
    ["DELETE", "/api/auth/desconhecida"],
    ["PUT", "/api/auth/desconhecida"],
    ["PATCH", "/api/auth/_log"],
    ["DELETE", "/api/auth/providers"],
    ["OPTIONS", "/api/auth/desconhecida"],
    ["DELETE", "/api/auth/a/b/c"],
  ])("%s %s answers the JSON 404", async (method, path) => {
    const response = await api(path, { method, json: method === "OPTIONS" ? undefined : {} });
    const body = await expectJsonError(response, 404, `${method} ${path}`);
    expect(body).toEqual({ error: "Rota não encontrada" });
    expect(response.headers.get("allow")).toBeNull();
  });

  it("keeps the JSON 405 with Allow for a method next-auth's real routes lack, and those routes working", async () => {
    const refused = await api("/api/auth/session", { method: "DELETE" });
    const body = await expectJsonError(refused, 405, "DELETE /api/auth/session");
    expect(body.error).toBe("Método não permitido");
    expect(refused.headers.get("allow")).toContain("GET");
    expect((await api("/api/auth/session")).status).toBe(200);
    expect((await api("/api/auth/csrf")).status).toBe(200);
  });
});

describe("request bodies to /api/auth/*", () => {
  it("refuses a declared body over 1 MB with 413 before reading it", async () => {
    const result = await slowUpload(apiUrl("/api/auth/callback/credentials"), {
      headers: { ...FORM, Origin: siteOrigin() },
      contentLength: 8 * 1024 * 1024,
      holdAfter: 64 * 1024,
      intervalMs: 20,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ error: expect.any(String) });
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(64 * 1024);
  });

  it("refuses a chunked body once it passes 1 MB, before the client has sent it all", async () => {
    const result = await slowUpload(apiUrl("/api/auth/callback/credentials"), {
      headers: { "Content-Type": "application/json", Origin: siteOrigin() },
      total: 16 * 1024 * 1024,
      holdAfter: 2 * 1024 * 1024,
      intervalMs: 10,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ error: expect.any(String) });
    expect(result.sentWhenAnswered).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("still signs in with a form of ordinary size", async () => {
    const user = await createUser({ role: "vendedor" });
    const csrf = await api("/api/auth/csrf");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const response = await api("/api/auth/callback/credentials", {
      method: "POST",
      headers: { ...FORM, Cookie: cookie },
      body: new URLSearchParams({
        csrfToken,
        email: user.email,
        password: TEST_PASSWORD,
        json: "true",
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((value) => value.includes("session-token="))).toBe(true);
  });
});

describe("crafted callback URLs", () => {
  it.each(CRAFTED)("in the query, the cookie or the form never answer 500 (%s)", async (_label, crafted) => {
    const query = `?callbackUrl=${encodeURIComponent(crafted)}`;
    const cookie = { Cookie: `${CALLBACK_COOKIE}=${encodeURIComponent(crafted)}` };
    for (const path of ["/api/auth/csrf", "/api/auth/session"]) {
      for (const init of [{ path: path + query }, { path, headers: cookie }]) {
        const response = await api(init.path, { headers: init.headers });
        const text = await response.text();
        expect(response.status, `${init.path} ${JSON.stringify(init.headers)}: ${text.slice(0, 200)}`).toBe(
          200,
        );
        expect(response.headers.get("content-type"), init.path).toMatch(/^application\/json/);
      }
    }
    for (const path of ["/api/auth/signin"]) {
      for (const init of [{ path: path + query }, { path, headers: cookie }]) {
        const response = await api(init.path, { headers: init.headers });
        expect(response.status, init.path).toBeLessThan(500);
        const location = response.headers.get("location") ?? "";
        expect(location, init.path).not.toContain("error=Configuration");
        if (location) expect(new URL(location, siteOrigin()).origin, init.path).toBe(siteOrigin());
      }
    }
    const csrf = await api("/api/auth/csrf");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const user = await createUser();
    const response = await api(`/api/auth/callback/credentials${query}`, {
      method: "POST",
      headers: { ...FORM, Cookie: `${csrfCookie}; ${cookie.Cookie}` },
      body: new URLSearchParams({
        csrfToken,
        email: user.email,
        password: TEST_PASSWORD,
        callbackUrl: crafted,
        json: "true",
      }).toString(),
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 200)).toBe(200);
    const { url } = JSON.parse(text) as { url: string };
    expect(new URL(url, siteOrigin()).origin).toBe(siteOrigin());
  });
});
