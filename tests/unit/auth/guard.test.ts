import { describe, expect, it } from "vitest";

import { authorize, NO_PERMISSION, NOT_SIGNED_IN } from "@/lib/auth/guard";
import { HttpError } from "@/lib/http/errors";

const actor = (role: "admin" | "vendedor" | "user") => ({ id: "u1", email: "a@b.co", name: "a", role });

describe("authorize", () => {
  it("answers 401 without an actor and 403 without the permission", () => {
    expect(() => authorize(null, "users:manage")).toThrow(new HttpError(401, NOT_SIGNED_IN));
    const refused = (() => {
      try {
        authorize(actor("vendedor"), "users:manage");
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(403);
    expect((refused as HttpError).message).toBe(NO_PERMISSION);
  });

  it("returns the actor holding the permission", () => {
    const admin = actor("admin");
    expect(authorize(admin, "users:manage")).toBe(admin);
    expect(() => authorize(actor("user"), "admin:access")).toThrow(HttpError);
  });
});
