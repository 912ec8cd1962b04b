import { describe, expect, it } from "vitest";

import { describeError, routeOf } from "@/lib/http/error-log";

describe("the log entry of an unexpected error", () => {
  it("names the error, its codes and where it was thrown, never its message", () => {
    const cause = Object.assign(new Error('value "ana@example.com" refused'), {
      name: "DriverAdapterError",
      kind: "postgres",
      originalCode: "23514",
    });
    const error = Object.assign(
      new Error('Invalid `prisma.user.create()` invocation: { email: "ana@example.com" }'),
      {
        name: "PrismaClientKnownRequestError",
        code: "P2039",
        meta: { modelName: "User", driverAdapterError: cause },
      },
    );
    const entry = describeError(error);
    expect(entry).toContain(
      "PrismaClientKnownRequestError code=P2039 model=User ← DriverAdapterError sqlstate=23514 kind=postgres",
    );
    expect(entry).toMatch(/\n {4}at /);
    expect(entry).not.toContain("ana@example.com");
  });

  it("leaves out a stack that does not start with the message (it could hold anything)", () => {
    const quoting = new Error("dados\n    at dados-do-cliente");
    expect(describeError(quoting)).not.toContain("dados-do-cliente");
    const forged = new Error("a");
    forged.stack = "Outro: texto\n    at dados-do-cliente";
    expect(describeError(forged)).not.toContain("dados-do-cliente");
  });

  it("describes thrown values that are not errors by their type", () => {
    expect(describeError("ana@example.com")).toBe("string");
    expect(describeError({ code: "ana@example.com" })).toBe("Object");
  });

  it("keeps the route words of the path and hides ids and e-mails", () => {
    expect(routeOf("/api/users/check/ana@example.com")).toBe("/api/users/check/:value");
    expect(routeOf("/api/cars/cm3k9x0a1000008l4h2b5c6d7")).toBe("/api/cars/:value");
    expect(routeOf("/api/contact-tickets")).toBe("/api/contact-tickets");
  });
});
