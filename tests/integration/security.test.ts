import { describe, expect, it } from "vitest";

import { api, pageRedirect, signedInAs } from "../helpers/auth";
import { apiUrl } from "../helpers/db";

const FOREIGN = { error: "Origem não permitida" };

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers.get("x-powered-by")).toBeNull();
}

describe("security headers", () => {
  it.each(["/", "/auth", "/api/health", "/api/users", "/api/auth/session", "/api/nao-existe", "/icon.svg"])(
    "on %s",
    async (path) => {
      expectSecurityHeaders(await fetch(apiUrl(path), { redirect: "manual" }));
    },
  );

  it("on /admin, with a per-request nonce and no 'unsafe-inline' scripts", async () => {
    const admin = await signedInAs("admin");
    const pages = await Promise.all(
      [1, 2].map(() => fetch(apiUrl("/admin"), { headers: { Cookie: admin.cookie } })),
    );
    const nonces = [] as string[];
    for (const page of pages) {
      expectSecurityHeaders(page);
      const csp = page.headers.get("content-security-policy")!;
      const scripts = /script-src ([^;]+)/.exec(csp)![1]!;
      expect(scripts).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scripts)![1]!;
      nonces.push(nonce);
      const html = await page.text();
      // Every script of the page carries the nonce, so none is blocked.
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("give /api answers a policy that loads nothing and sandboxes downloads", async () => {
    for (const path of ["/api/health", "/api/users", "/api/auth/session"]) {
      const csp = (await fetch(apiUrl(path))).headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toMatch(/(^|; )sandbox($|;)/);
    }
  });

  it("mark pages and API answers of a signed-in visitor private, no-store, but keep assets cacheable", async () => {
    const admin = await signedInAs("admin");
    for (const path of ["/", "/admin", "/api/users", "/api/auth/session"]) {
      const response = await fetch(apiUrl(path), { headers: { Cookie: admin.cookie } });
      expect(response.headers.get("cache-control"), path).toMatch(/private.*no-store|no-store.*private/);
    }
    const home = await (await fetch(apiUrl("/"))).text();
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(home)![0];
    const asset = await fetch(apiUrl(chunk), { headers: { Cookie: admin.cookie } });
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });
});

describe("cross-site requests carrying the session cookie", () => {
  it("are refused with 403 when Origin is another site", async () => {
    const admin = await signedInAs("admin");
    const target = await signedInAs("user");
    for (const origin of ["https://evil.example", "null", "http://127.0.0.1.evil.example"]) {
      const response = await api(`/api/users/${target.id}`, {
        method: "PUT",
        json: { role: "gerente" },
        session: admin,
        headers: { Origin: origin },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(FOREIGN);
    }
    const logout = await api("/api/auth/logout", {
      method: "POST",
      session: admin,
      headers: { Origin: "https://evil.example" },
    });
    expect(logout.status).toBe(403);
    // Nothing changed: the role is the same and the session still works.
    expect((await api("/api/users", { session: admin })).status).toBe(200);
  });

  it("are refused with 403 by Sec-Fetch-Site: cross-site when there is no Origin", async () => {
    const admin = await signedInAs("admin");
    const target = await signedInAs("user");
    const response = await fetch(apiUrl(`/api/users/${target.id}`), {
      method: "PUT",
      headers: { Cookie: admin.cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ role: "gerente" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FOREIGN);
  });

  it("pass from this site, and without the cookie the origin does not matter", async () => {
    const admin = await signedInAs("admin");
    const target = await signedInAs("user");
    const sameSite = await api(`/api/users/${target.id}`, {
      method: "PUT",
      json: { role: "ajudante" },
      session: admin,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameSite.status).toBe(200);
    const noOrigin = await fetch(apiUrl(`/api/users/${target.id}`), {
      method: "PUT",
      headers: { Cookie: admin.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ role: "vendedor" }),
    });
    expect(noOrigin.status).toBe(200);
    const anonymous = await api("/api/auth/login", {
      method: "POST",
      json: { email: "x@y.co", password: "z" },
      headers: { Origin: "https://evil.example" },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("middleware is not trusted", () => {
  const subrequest = "middleware:middleware:middleware:middleware:middleware";

  it("x-middleware-subrequest opens neither /admin nor the API", async () => {
    const page = await fetch(apiUrl("/admin"), {
      headers: { "x-middleware-subrequest": subrequest },
      redirect: "manual",
    });
    expect(await pageRedirect(page)).toMatch(/^\/auth\?callbackUrl=/);
    const apiResponse = await fetch(apiUrl("/api/users"), {
      headers: { "x-middleware-subrequest": subrequest },
    });
    expect(apiResponse.status).toBe(401);
  });

  it("a token that passes middleware but was revoked still gets no admin page", async () => {
    const admin = await signedInAs("admin");
    await api("/api/auth/logout", { method: "POST", session: admin });
    const page = await fetch(apiUrl("/admin"), { headers: { Cookie: admin.cookie }, redirect: "manual" });
    const html = await page.clone().text();
    expect(html).not.toContain("Cargo:");
    expect(await pageRedirect(page)).toBe("/auth?callbackUrl=%2Fadmin");
  });
});

describe("/admin and /auth", () => {
  it("send an anonymous visitor from /admin to /auth, keeping the tab", async () => {
    const page = await fetch(apiUrl("/admin?tab=sales"), { redirect: "manual" });
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location")!, apiUrl("/")).searchParams.get("callbackUrl")).toBe(
      "/admin?tab=sales",
    );
  });

  it("show a user 'Acesso Negado', staff the badge and their tabs", async () => {
    const user = await signedInAs("user");
    const denied = await (await fetch(apiUrl("/admin"), { headers: { Cookie: user.cookie } })).text();
    expect(denied).toContain("Acesso Negado");
    expect(denied).toContain("Você não tem permissão para acessar esta página.");
    expect(denied).not.toContain("Cargo:");

    const ajudante = await signedInAs("ajudante");
    const html = await (await fetch(apiUrl("/admin"), { headers: { Cookie: ajudante.cookie } })).text();
    expect(html).toMatch(/Cargo: (<!-- -->)?ajudante/);
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(tabs).toEqual(["Tickets", "Analytics"]);
  });

  it("redirect a signed-in visitor from /auth to /", async () => {
    const vendedor = await signedInAs("vendedor");
    const page = await fetch(apiUrl("/auth"), { headers: { Cookie: vendedor.cookie }, redirect: "manual" });
    expect(await pageRedirect(page)).toBe("/");
    const anonymous = await fetch(apiUrl("/auth"), { redirect: "manual" });
    expect(anonymous.status).toBe(200);
    expect(await pageRedirect(anonymous)).toBeNull();
  });
});

describe("API errors", () => {
  it("carry no stack, SQL or file path", async () => {
    const admin = await signedInAs("admin");
    const responses = await Promise.all([
      api("/api/users/%00", { method: "PUT", json: { role: "vendedor" }, session: admin }),
      api("/api/auth/login", {
        method: "POST",
        body: '{"email": [1,2',
        headers: { "Content-Type": "application/json" },
      }),
      api("/api/auth/register", { method: "POST", json: { email: { $ne: 1 }, password: ["x"] } }),
      api("/api/users/check/" + "a".repeat(3000), { session: admin }),
    ]);
    for (const response of responses) {
      expect(response.status).toBeLessThan(500);
      const text = await response.text();
      expect(text).not.toMatch(/at \w+ \(|\/work\/|node_modules|SELECT |prisma/i);
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });
});
