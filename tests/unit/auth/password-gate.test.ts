import { describe, expect, it } from "vitest";

import type { Actor } from "@/lib/auth/actor";
import {
  authorize,
  authorizeSignedIn,
  MUST_CHANGE_PASSWORD,
  NO_PERMISSION,
  NOT_SIGNED_IN,
  publicActor,
} from "@/lib/auth/guard";
import { HttpError } from "@/lib/http/errors";

// The temporary-password gate in the one authorization helper (docs/business-rules.md "Staff passwords").

const gerente: Actor = { id: "u1", email: "g@test.local", name: "g", role: "gerente" };
const pending: Actor = { ...gerente, mustChangePassword: true };

function failure(run: () => unknown): { status: number; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}

describe("authorization with a temporary password", () => {
  it("refuses every permission with 403 'Troque a senha provisória para continuar'", () => {
    expect(failure(() => authorize(pending, "sales:access"))).toEqual({
      status: 403,
      message: MUST_CHANGE_PASSWORD,
    });
    expect(failure(() => authorize(pending, "users:manage"))).toEqual({
      status: 403,
      message: MUST_CHANGE_PASSWORD,
    });
    expect(authorize(gerente, "users:manage")).toBe(gerente);
  });

  it("lets only the password change through a signed-in-only check", () => {
    expect(failure(() => authorizeSignedIn(pending))).toEqual({ status: 403, message: MUST_CHANGE_PASSWORD });
    expect(authorizeSignedIn(pending, { duringPasswordChange: true })).toBe(pending);
    expect(failure(() => authorizeSignedIn(null, { duringPasswordChange: true }))).toEqual({
      status: 401,
      message: NOT_SIGNED_IN,
    });
  });

  it("keeps the usual answers for everyone else", () => {
    expect(failure(() => authorize(null, "sales:access"))).toEqual({ status: 401, message: NOT_SIGNED_IN });
    expect(failure(() => authorize({ ...gerente, role: "ajudante" }, "sales:access"))).toEqual({
      status: 403,
      message: NO_PERMISSION,
    });
  });

  it("serves such an account as a visitor on public routes", () => {
    expect(publicActor(pending)).toBeNull();
    expect(publicActor(gerente)).toBe(gerente);
    expect(publicActor(null)).toBeNull();
  });
});
