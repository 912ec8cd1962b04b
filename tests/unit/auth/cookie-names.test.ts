import { describe, expect, it } from "vitest";

import { roleHintFrom } from "@/lib/auth/cookie-names";

describe("roleHintFrom (the header island's view of the role hint cookie)", () => {
  it("reads the hint among other cookies", () => {
    expect(roleHintFrom("a=1; ap-role=gerente; b=2")).toBe("gerente");
    expect(roleHintFrom("ap-role=admin")).toBe("admin");
  });

  it("is null without a usable hint", () => {
    expect(roleHintFrom("")).toBeNull();
    expect(roleHintFrom("ap-role=")).toBeNull();
    expect(roleHintFrom("xap-role=admin")).toBeNull();
    expect(roleHintFrom("ap-role=%E0%A4%A")).toBeNull();
  });
});
