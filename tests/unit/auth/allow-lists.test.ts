import { describe, expect, it } from "vitest";

import { allowListRole } from "@/lib/auth/allow-lists";

const lists = {
  admins: ["dono@loja.com.br", "both@loja.com.br"],
  developers: ["dev@loja.com.br", "both@loja.com.br"],
};

describe("allowListRole", () => {
  it("grants admin and developer by e-mail, case and spaces aside", () => {
    expect(allowListRole(" Dono@Loja.com.br ", lists)).toBe("admin");
    expect(allowListRole("dev@loja.com.br", lists)).toBe("developer");
  });

  it("prefers admin when an address is on both lists, and grants nothing otherwise", () => {
    expect(allowListRole("both@loja.com.br", lists)).toBe("admin");
    expect(allowListRole("cliente@loja.com.br", lists)).toBeNull();
    expect(allowListRole("dono@loja.com.br", { admins: [], developers: [] })).toBeNull();
  });
});
