import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

import {
  claimsFor,
  clearedSessionCookies,
  decodeSessionToken,
  encodeSessionToken,
  parseClaims,
  readSessionToken,
  ROLE_HINT_COOKIE,
  SESSION_COOKIE,
  sessionCookies,
} from "@/lib/auth/session-token";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/constants/auth";

const SECRET = "unit-secret-0123456789abcdef0123456789";
const user = { id: "u1", email: "ana@loja.com.br", name: "ana", role: "gerente" as const, sessionVersion: 3 };

describe("session tokens", () => {
  it("round-trips the claims", async () => {
    const claims = claimsFor(user);
    const token = await encodeSessionToken(claims, SECRET);
    expect(await decodeSessionToken(token, SECRET)).toEqual(claims);
  });

  it("refuses tampered, foreign-signed, expired and malformed tokens without throwing", async () => {
    const token = await encodeSessionToken(claimsFor(user), SECRET);
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`;
    expect(await decodeSessionToken(tampered, SECRET)).toBeNull();
    expect(await decodeSessionToken(token, "another-secret-0123456789abcdef0123")).toBeNull();
    const expired = await encode({ token: claimsFor(user), secret: SECRET, maxAge: -60 });
    expect(await decodeSessionToken(expired, SECRET)).toBeNull();
    for (const garbage of ["", "x", "a.b.c.d.e", "💥", "eyJhbGciOiJub25lIn0.e30."]) {
      expect(await decodeSessionToken(garbage, SECRET)).toBeNull();
    }
  });

  it("ends a session 24 hours after sign-in even when next-auth re-issued the token since", () => {
    const signedIn = 1_800_000_000;
    const claims = claimsFor(user, signedIn);
    expect(parseClaims(claims, (signedIn + SESSION_MAX_AGE_SECONDS - 1) * 1000)).toEqual(claims);
    expect(parseClaims(claims, (signedIn + SESSION_MAX_AGE_SECONDS) * 1000)).toBeNull();
  });

  it("refuses payloads of another shape or an unknown role, and lower-cases known roles", () => {
    const claims = claimsFor(user, Math.floor(Date.now() / 1000));
    expect(parseClaims({ ...claims, role: "superuser" })).toBeNull();
    expect(parseClaims({ ...claims, sv: "3" })).toBeNull();
    expect(parseClaims({ sub: "u1" })).toBeNull();
    expect(parseClaims({ ...claims, role: "GERENTE" })?.role).toBe("gerente");
  });
});

describe("readSessionToken", () => {
  const read = (values: Record<string, string>) => readSessionToken(new Headers(values));

  it("reads the session cookie, whole or in next-auth's chunks", () => {
    expect(read({ cookie: `a=1; ${SESSION_COOKIE}=tok; b=2` })).toBe("tok");
    expect(read({ cookie: `${SESSION_COOKIE}.0=to; ${SESSION_COOKIE}.1=ken` })).toBe("token");
  });

  it("falls back to a Bearer token and prefers the cookie", () => {
    expect(read({ authorization: "Bearer abc.def" })).toBe("abc.def");
    expect(read({ authorization: "bearer abc" })).toBe("abc");
    expect(read({ authorization: "Bearer abc", cookie: `${SESSION_COOKIE}=tok` })).toBe("tok");
  });

  it.each([
    "Bearer",
    "Bearer ",
    "Basic dXNlcjpwdw==",
    "Bearer %E0%A4%A",
    "Bearer a b",
    "Token x",
    "Bearer \u00e9\u00e8 x",
  ])("treats the malformed Authorization %j as no token", (authorization) => {
    expect(read({ authorization })).toBeNull();
  });

  it("survives malformed cookie headers", () => {
    expect(read({ cookie: "=;;; ; %%%; a" })).toBeNull();
    expect(read({ cookie: `${SESSION_COOKIE}=%E0%A4%A` })).toBe("%E0%A4%A");
  });
});

describe("session cookies", () => {
  it("are HttpOnly and SameSite=Lax for the token; the role hint is readable", () => {
    const [token, hint] = sessionCookies("tok", "admin");
    expect(token).toMatch(new RegExp(`^${SESSION_COOKIE.replace(/\./g, "\\.")}=tok;`));
    expect(token).toContain("HttpOnly");
    expect(token).toContain("SameSite=Lax");
    expect(token).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);
    expect(hint).toMatch(new RegExp(`^${ROLE_HINT_COOKIE}=admin;`));
    expect(hint).not.toContain("HttpOnly");
  });

  it("clear the token, its chunks and the hint", () => {
    const cleared = clearedSessionCookies(
      new Headers({ cookie: `${SESSION_COOKIE}.0=a; ${SESSION_COOKIE}.1=b` }),
    );
    expect(cleared.map((cookie) => cookie.split("=")[0])).toEqual([
      SESSION_COOKIE,
      `${SESSION_COOKIE}.0`,
      `${SESSION_COOKIE}.1`,
      ROLE_HINT_COOKIE,
    ]);
    for (const cookie of cleared) expect(cookie).toContain("Max-Age=0");
  });
});
