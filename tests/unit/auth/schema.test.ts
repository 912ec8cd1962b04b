import { describe, expect, it } from "vitest";

import {
  displayName,
  INVALID_EMAIL,
  PASSWORD_TOO_SHORT,
  signInSchema,
  signUpSchema,
} from "@/lib/auth/schema";

describe("auth schemas", () => {
  it("trims and lower-cases e-mails", () => {
    expect(signInSchema.parse({ email: "  Ana@Loja.COM.br ", password: "x" }).email).toBe("ana@loja.com.br");
  });

  it("refuses invalid e-mails and passwords under 6 characters at sign-up", () => {
    const result = signUpSchema.safeParse({ email: "ana", password: "12345" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(INVALID_EMAIL);
    expect(messages).toContain(PASSWORD_TOO_SHORT);
    expect(signUpSchema.safeParse({ email: "ana@loja.com.br", password: "123456" }).success).toBe(true);
  });

  it("drops a role sent at sign-up", () => {
    const parsed = signUpSchema.parse({ email: "ana@loja.com.br", password: "123456", role: "admin" });
    expect(parsed).not.toHaveProperty("role");
  });

  it("refuses control characters in names and overlong inputs", () => {
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "123456", name: "Ana\nAdmin" }).success).toBe(
      false,
    );
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "x".repeat(257) }).success).toBe(false);
    expect(signUpSchema.safeParse({ email: `${"a".repeat(250)}@b.co`, password: "123456" }).success).toBe(
      false,
    );
  });

  it("names an account after the part of the e-mail before the @", () => {
    expect(displayName("ana.silva@loja.com.br")).toBe("ana.silva");
    expect(displayName("ana@loja.com.br", "  Ana Silva ")).toBe("Ana Silva");
    expect(displayName("ana@loja.com.br", "")).toBe("ana");
  });
});
