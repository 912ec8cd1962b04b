import { describe, expect, it } from "vitest";

import { auditFieldLabel, formatAuditValue } from "@/lib/audit/labels";
import { auditQuerySchema, INVALID_AUDIT_ENTITY } from "@/lib/audit/schema";
import { INVALID_PAGE_SIZE } from "@/lib/lists/query";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("audit labels", () => {
  it("names fields in pt-BR, an unknown one by its own name", () => {
    expect(auditFieldLabel("price")).toBe("Preço");
    expect(auditFieldLabel("receiptFileId")).toBe("Comprovante");
    expect(auditFieldLabel("minimumPrice")).toBe("Preço mínimo");
    expect(auditFieldLabel("fipeReferenceMonth")).toBe("Mês de referência FIPE");
    expect(auditFieldLabel("doors")).toBe("doors");
  });

  it("formats money, days, flags and coded values", () => {
    expect(nbsp(formatAuditValue("car", "price", 95000.5))).toBe("R$ 95.000,50");
    expect(formatAuditValue("car", "mileage", 12345)).toBe("12.345");
    expect(formatAuditValue("sale", "saleDate", "2026-03-02")).toBe("02/03/2026");
    expect(formatAuditValue("car", "isFeatured", true)).toBe("Sim");
    expect(formatAuditValue("car", "status", "sold")).toBe("Vendido");
    expect(formatAuditValue("invoice", "status", "paid")).toBe("Paga");
    expect(formatAuditValue("user", "role", "gerente")).toBe("Gerente");
    expect(formatAuditValue("car", "description", null)).toBe("—");
    expect(formatAuditValue("car", "features", ["ABS", "Airbag"])).toBe("ABS, Airbag");
  });
});

describe("auditQuerySchema", () => {
  it("takes the filters and the list's paging rules", () => {
    expect(auditQuerySchema.parse({ entity: "car", entityId: "abc", page: "2", pageSize: "10" })).toEqual({
      entity: "car",
      entityId: "abc",
      actorId: undefined,
      page: 2,
      pageSize: 10,
    });
    expect(auditQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it("refuses an unknown entity and a page size out of range", () => {
    const entity = auditQuerySchema.safeParse({ entity: "ticket" });
    expect(entity.error?.issues[0]?.message).toBe(INVALID_AUDIT_ENTITY);
    const size = auditQuerySchema.safeParse({ pageSize: "500" });
    expect(size.error?.issues[0]?.message).toBe(INVALID_PAGE_SIZE);
  });
});
