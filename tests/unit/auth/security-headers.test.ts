import { describe, expect, it } from "vitest";

import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "@/lib/http/security-headers";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("Content-Security-Policy", () => {
  it("never allows eval outside development, and locks plugins, base and framing", () => {
    for (const policy of [contentSecurityPolicy(), contentSecurityPolicy({ nonce: "abc" })]) {
      expect(policy).not.toContain("unsafe-eval");
      expect(directive(policy, "object-src")).toBe("object-src 'none'");
      expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    }
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });

  it("runs scripts by nonce on dynamic pages and from this origin on static ones", () => {
    expect(directive(contentSecurityPolicy({ nonce: "abc" }), "script-src")).toBe(
      "script-src 'nonce-abc' 'strict-dynamic'",
    );
    expect(directive(contentSecurityPolicy(), "script-src")).toBe("script-src 'self' 'unsafe-inline'");
  });

  it("uses fresh nonces", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("other security headers", () => {
  it("sends HSTS only in production", () => {
    const keys = (production: boolean) => baseSecurityHeaders({ production }).map((header) => header.key);
    expect(keys(true)).toContain("Strict-Transport-Security");
    expect(keys(false)).not.toContain("Strict-Transport-Security");
    expect(keys(false)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
    );
  });
});
