import { describe, expect, it } from "vitest";

import {
  approvalAfterChange,
  AWAITING_APPROVAL,
  closingBlockedBy,
  REJECTED_BY_MANAGER,
} from "@/lib/sales/approval";
import { pendingApprovalEmail } from "@/lib/sales/approval-notice";

// docs/business-rules.md "Discount approval".

const change = (overrides: Partial<Parameters<typeof approvalAfterChange>[0]> = {}) =>
  approvalAfterChange({
    current: null,
    actorRole: "vendedor",
    repriced: true,
    salePrice: 90_000,
    minimumPrice: 95_000,
    ...overrides,
  });

describe("a sale's approval", () => {
  it("is pending when a vendedor prices it below the car's minimum", () => {
    expect(change()).toBe("pending");
    expect(change({ current: "approved" })).toBe("pending");
    expect(change({ current: "rejected" })).toBe("pending");
  });

  it("is null at the minimum or above, without a minimum, or when a manager sets the price", () => {
    expect(change({ salePrice: 95_000 })).toBeNull();
    expect(change({ current: "rejected", salePrice: 96_000 })).toBeNull();
    expect(change({ minimumPrice: null })).toBeNull();
    for (const role of ["gerente", "admin", "developer"]) expect(change({ actorRole: role })).toBeNull();
  });

  it("stays as it was when neither the price nor the car changed", () => {
    for (const current of ["pending", "approved", "rejected", null] as const)
      expect(change({ current, repriced: false })).toBe(current);
  });

  it("keeps a pending or rejected sale from closing, with the API's texts", () => {
    expect(closingBlockedBy("pending")).toBe(AWAITING_APPROVAL);
    expect(closingBlockedBy("rejected")).toBe(REJECTED_BY_MANAGER);
    expect(closingBlockedBy("approved")).toBeNull();
    expect(closingBlockedBy(null)).toBeNull();
    expect(AWAITING_APPROVAL).toBe("Venda abaixo do preço mínimo aguarda aprovação do gerente");
    expect(REJECTED_BY_MANAGER).toBe("Venda rejeitada pelo gerente");
  });
});

describe("the e-mail to the gerentes", () => {
  it("names the car, the client, the seller, both prices and the gap, with a link to the approvals", () => {
    const email = pendingApprovalEmail(
      {
        id: "sale1",
        carBrand: "Toyota",
        carModel: "Corolla XEi",
        carYear: "2022",
        clientName: "Maria Souza",
        salesperson: "Rafael",
        salePrice: 90_000,
        minimumPrice: 95_000,
      },
      ["gerente@loja.com.br"],
      "https://loja.com.br",
    );
    expect(email.to).toEqual(["gerente@loja.com.br"]);
    expect(email.subject).toBe("Aprovação de desconto: Toyota Corolla XEi 2022 — Maria Souza");
    for (const expected of [
      "Rafael registrou uma venda abaixo do preço mínimo",
      "Valor da venda: R$ 90.000,00",
      "Preço mínimo: R$ 95.000,00",
      "Diferença: R$ 5.000,00 (5,3% abaixo do mínimo)",
      "https://loja.com.br/admin?tab=sales",
    ])
      expect(email.text.replace(/\u00a0/g, " ")).toContain(expected);
  });
});
