import { describe, expect, it } from "vitest";

import { safeCallbackPath } from "@/lib/auth/callback-url";

describe("safeCallbackPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin?tab=sales", "/admin?tab=sales"],
    ["/car/abc#fotos", "/car/abc#fotos"],
  ])("keeps the site path %s", (value, expected) => {
    expect(safeCallbackPath(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    "",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "admin",
    "/auth",
    "/auth?callbackUrl=/admin",
    `/${"a".repeat(3000)}`,
  ])("sends %s to /", (value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });
});
