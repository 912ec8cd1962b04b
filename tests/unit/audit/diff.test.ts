import { describe, expect, it } from "vitest";

import { auditDiff, FILE_MARK, normalizeValue } from "@/lib/audit/diff";
import { Prisma } from "@/lib/db/generated/client";

const day = (value: string) => new Date(`${value}T00:00:00.000Z`);

describe("auditDiff", () => {
  it("keeps only the fields that changed", () => {
    const before = { brand: "Honda", model: "Civic", mileage: 1000 };
    const after = { brand: "Honda", model: "City", mileage: 1000 };
    expect(auditDiff(before, after)).toEqual({ model: ["Civic", "City"] });
  });

  it("writes money (Decimal) as numbers and compares it by value", () => {
    const before = { price: new Prisma.Decimal("100000.00"), purchasePrice: new Prisma.Decimal("80000") };
    const after = { price: new Prisma.Decimal("95000.50"), purchasePrice: new Prisma.Decimal("80000.00") };
    expect(auditDiff(before, after)).toEqual({ price: [100000, 95000.5] });
  });

  it("writes days as YYYY-MM-DD and other instants as ISO text", () => {
    const before = { saleDate: day("2026-03-01"), resolvedAt: null };
    const after = { saleDate: day("2026-03-02"), resolvedAt: new Date("2026-03-02T15:30:00.000Z") };
    expect(auditDiff(before, after)).toEqual({
      saleDate: ["2026-03-01", "2026-03-02"],
      resolvedAt: [null, "2026-03-02T15:30:00.000Z"],
    });
  });

  it("lists photos by publicId and plain arrays as they are", () => {
    const before = { images: [{ publicId: "a", url: "/media/a.jpg" }], features: ["ABS"] };
    const after = {
      images: [
        { publicId: "b", url: "/media/b.jpg" },
        { publicId: "a", url: "/media/a.jpg" },
      ],
      features: ["ABS"],
    };
    expect(auditDiff(before, after)).toEqual({ images: [["a"], ["b", "a"]] });
    expect(normalizeValue([{ url: "https://x/y.jpg" }])).toEqual(["https://x/y.jpg"]);
  });

  it('shows files as "(arquivo)": added, replaced, removed, never their ids', () => {
    expect(auditDiff({ receiptFileId: null }, { receiptFileId: "f1" })).toEqual({
      receiptFileId: [null, FILE_MARK],
    });
    expect(auditDiff({ fileId: "f1" }, { fileId: "f2" })).toEqual({ fileId: [FILE_MARK, FILE_MARK] });
    expect(auditDiff({ fileId: "f1" }, { fileId: null })).toEqual({ fileId: [FILE_MARK, null] });
    expect(auditDiff({ fileId: "f1" }, { fileId: "f1" })).toEqual({});
  });

  it("never writes passwords or hashes, nor bookkeeping columns", () => {
    const before = {
      role: "vendedor",
      passwordHash: "h1",
      sessionVersion: 1,
      updatedAt: new Date(1),
      search: "a",
    };
    const after = {
      role: "gerente",
      passwordHash: "h2",
      sessionVersion: 2,
      updatedAt: new Date(2),
      search: "b",
    };
    expect(auditDiff(before, after)).toEqual({ role: ["vendedor", "gerente"] });
    expect(JSON.stringify(auditDiff(null, { newPassword: "x", passwordHash: "y" }))).toBe("{}");
  });

  it("a create lists the fields it set, a delete the fields it removed; empty ones are left out", () => {
    const row = { id: "c1", brand: "Fiat", description: null, features: [], price: new Prisma.Decimal(10) };
    expect(auditDiff(null, row)).toEqual({ brand: [null, "Fiat"], price: [null, 10] });
    expect(auditDiff(row, null)).toEqual({ brand: ["Fiat", null], price: [10, null] });
  });

  it("compares JSON objects by content, whatever the key order", () => {
    expect(auditDiff({ specifications: { a: 1, b: 2 } }, { specifications: { b: 2, a: 1 } })).toEqual({});
    expect(auditDiff({ specifications: { a: 1 } }, { specifications: { a: 2 } })).toEqual({
      specifications: [{ a: 1 }, { a: 2 }],
    });
  });

  it("audits a field it has never heard of (a column added later)", () => {
    expect(auditDiff({ plate: "ABC1D23" }, { plate: "XYZ9K88" })).toEqual({ plate: ["ABC1D23", "XYZ9K88"] });
  });
});
