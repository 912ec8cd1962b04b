import { beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// Sales (docs/business-rules.md "Sales"): validation, the vendedor's own-sales rule, and the car status that follows the sale.

let gerente: SignedInUser;
let vendedor: SignedInUser;
let otherVendedor: SignedInUser;

beforeAll(async () => {
  [gerente, vendedor, otherVendedor] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("vendedor"),
  ]);
});

const saleBody = (carId: string, extra: Record<string, unknown> = {}) => ({
  carId,
  clientName: "Ana Souza",
  clientPhone: "(11) 98765-4321",
  clientEmail: "ana@exemplo.com.br",
  clientDocument: "529.982.247-25",
  salePrice: 95000.5,
  paymentMethod: "financing",
  salesperson: "Rafael",
  saleDate: "2026-11-20",
  // A client's copy of the car is never trusted.
  carBrand: "Falsa",
  carModel: "Falso",
  ...extra,
});

async function carStatus(id: string) {
  return (await testDb().car.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
}

describe("POST /api/sales", () => {
  it("creates a sale with the car snapshot from the stock and the signed-in salesperson", async () => {
    const car = await createCar({ brand: "Honda", year: "2021" });
    const response = await api("/api/sales", { method: "POST", json: saleBody(car.id), session: vendedor });
    expect(response.status).toBe(201);
    const { sale } = await response.json();
    expect(sale).toMatchObject({
      carId: car.id,
      carBrand: "Honda",
      carModel: car.model,
      carYear: "2021",
      clientPhone: "11987654321",
      clientDocument: "52998224725",
      clientDocumentMasked: "529.982.***-**",
      salePrice: 95000.5,
      status: "negotiating",
      saleDate: "2026-11-20",
      salespersonId: vendedor.id,
    });
    expect(await carStatus(car.id)).toBe("available");
  });

  it("answers the documented validation errors", async () => {
    const car = await createCar();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ carId: "cunknown00000000000000000" }, "Selecione um carro válido"],
      [{ salePrice: 10_000_000.01 }, "Valor muito alto"],
      [{ salePrice: 0 }, "O preço de venda deve ser maior que zero."],
      [{ salePrice: -1 }, "O preço de venda deve ser maior que zero."],
      [{ salePrice: 10.123 }, "Use no máximo duas casas decimais"],
      [{ clientName: "" }, "Nome do cliente é obrigatório"],
      [{ clientPhone: undefined }, "Telefone do cliente é obrigatório"],
      [{ salesperson: " " }, "Vendedor é obrigatório"],
      [{ saleDate: "" }, "Data da venda é obrigatória"],
      [{ clientDocument: "111.111.111-11" }, "CPF/CNPJ inválido"],
      [{ paymentMethod: "pix" }, "Forma de pagamento inválida"],
    ];
    for (const [extra, message] of cases) {
      const response = await api("/api/sales", {
        method: "POST",
        json: saleBody(car.id, extra),
        session: gerente,
      });
      expect(response.status, message).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
    const malformed = await api("/api/sales", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
      session: gerente,
    });
    expect(malformed.status).toBe(400);
  });
});

describe("the own-sales rule", () => {
  it("lets a vendedor change only their own sales; gerente changes any", async () => {
    const car = await createCar();
    const created = await api("/api/sales", { method: "POST", json: saleBody(car.id), session: vendedor });
    const { sale } = await created.json();

    for (const init of [
      { method: "PUT", json: { notes: "outra" } },
      { method: "PUT", json: { status: "closed" } },
      { method: "DELETE" },
    ]) {
      const denied = await api(`/api/sales/${sale.id}`, { ...init, session: otherVendedor });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({ error: "Você só pode editar/deletar suas próprias vendas" });
    }
    expect(
      await testDb().sale.findUnique({ where: { id: sale.id }, select: { notes: true, status: true } }),
    ).toEqual({ notes: null, status: "negotiating" });

    const own = await api(`/api/sales/${sale.id}`, {
      method: "PUT",
      json: { notes: "minha" },
      session: vendedor,
    });
    expect(own.status).toBe(200);
    expect((await own.json()).sale.notes).toBe("minha");
    const manager = await api(`/api/sales/${sale.id}`, {
      method: "PUT",
      json: { clientName: "Beatriz" },
      session: gerente,
    });
    expect(manager.status).toBe(200);
    expect((await manager.json()).sale).toMatchObject({
      clientName: "Beatriz",
      notes: "minha",
      salespersonId: vendedor.id,
    });
  });

  it("answers 404 for unknown or malformed ids", async () => {
    for (const id of ["cunknown00000000000000000", "%20", "x".repeat(300)]) {
      expect(
        (await api(`/api/sales/${id}`, { method: "PUT", json: { status: "closed" }, session: gerente }))
          .status,
      ).toBe(404);
      expect((await api(`/api/sales/${id}`, { method: "DELETE", session: gerente })).status).toBe(404);
    }
  });
});

describe("sale status and car status", () => {
  it("closing marks the car sold; cancelling, reopening or deleting makes it available again", async () => {
    const car = await createCar();
    const { sale } = await (
      await api("/api/sales", { method: "POST", json: saleBody(car.id), session: vendedor })
    ).json();

    const close = async () =>
      api(`/api/sales/${sale.id}`, { method: "PUT", json: { status: "closed" }, session: vendedor });
    expect((await close()).status).toBe(200);
    expect(await carStatus(car.id)).toBe("sold");
    // The public API shows it sold too (its cache was invalidated).
    await expect
      .poll(async () => (await (await api(`/api/cars/${car.id}`)).json()).car.status, { timeout: 5_000 })
      .toBe("sold");

    expect(
      (
        await api(`/api/sales/${sale.id}`, {
          method: "PUT",
          json: { status: "cancelled" },
          session: vendedor,
        })
      ).status,
    ).toBe(200);
    expect(await carStatus(car.id)).toBe("available");

    expect((await close()).status).toBe(200);
    expect(
      (
        await api(`/api/sales/${sale.id}`, {
          method: "PUT",
          json: { status: "negotiating" },
          session: vendedor,
        })
      ).status,
    ).toBe(200);
    expect(await carStatus(car.id)).toBe("available");

    expect((await close()).status).toBe(200);
    expect((await api(`/api/sales/${sale.id}`, { method: "DELETE", session: vendedor })).status).toBe(200);
    expect(await carStatus(car.id)).toBe("available");
  });

  it("refuses a vendedor putting back on sale a car that another salesperson's closed sale sold (403)", async () => {
    const car = await createCar();
    const created = await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { status: "closed" }),
      session: otherVendedor,
    });
    expect(created.status).toBe(201);
    expect(await carStatus(car.id)).toBe("sold");

    // Neither cancelling the sale nor a PUT of the car's status undoes another's sale.
    const { sale } = await created.json();
    const cancel = await api(`/api/sales/${sale.id}`, {
      method: "PUT",
      json: { status: "cancelled" },
      session: vendedor,
    });
    expect(cancel.status).toBe(403);
    const putBack = await api(`/api/cars/${car.id}`, {
      method: "PUT",
      json: { status: "available" },
      session: vendedor,
    });
    expect(putBack.status).toBe(403);
    expect(await putBack.json()).toEqual({ error: "Você só pode editar/deletar suas próprias vendas" });
    expect(await carStatus(car.id)).toBe("sold");

    // The salesperson who closed it, and a gerente, may.
    const own = await api(`/api/cars/${car.id}`, {
      method: "PUT",
      json: { status: "available" },
      session: otherVendedor,
    });
    expect(own.status).toBe(200);
    expect(await carStatus(car.id)).toBe("available");
    await testDb().car.update({ where: { id: car.id }, data: { status: "sold" } });
    const byGerente = await api(`/api/cars/${car.id}`, {
      method: "PUT",
      json: { status: "available" },
      session: gerente,
    });
    expect(byGerente.status).toBe(200);
  });

  it("refuses a second closed sale of the same car with 409, even when both close at once", async () => {
    const car = await createCar();
    const first = await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { status: "closed" }),
      session: gerente,
    });
    expect(first.status).toBe(201);
    expect(await carStatus(car.id)).toBe("sold");
    const second = await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { status: "closed" }),
      session: gerente,
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: "Este carro já possui uma venda fechada." });

    const other = await createCar();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api("/api/sales", {
          method: "POST",
          json: saleBody(other.id, { status: "closed" }),
          session: gerente,
        }),
      ),
    );
    expect(results.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await testDb().sale.count({ where: { carId: other.id, status: "closed" } })).toBe(1);
  });

  it("moving a closed sale to another car frees the first and sells the second", async () => {
    const [a, b] = await Promise.all([createCar(), createCar({ brand: "Fiat" })]);
    const { sale } = await (
      await api("/api/sales", {
        method: "POST",
        json: saleBody(a.id, { status: "closed" }),
        session: gerente,
      })
    ).json();
    const moved = await api(`/api/sales/${sale.id}`, {
      method: "PUT",
      json: { carId: b.id },
      session: gerente,
    });
    expect(moved.status).toBe(200);
    expect((await moved.json()).sale).toMatchObject({ carId: b.id, carBrand: "Fiat" });
    expect([await carStatus(a.id), await carStatus(b.id)]).toEqual(["available", "sold"]);
  });
});

describe("GET /api/sales and the sales export", () => {
  it("lists newest first and exports a pt-BR CSV", async () => {
    const car = await createCar({ brand: "Jeep", year: "2020/2021" });
    await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { clientName: "=cmd|'/C calc'!A0", notes: 'Disse "ok"; pago' }),
      session: gerente,
    });
    const list = await (await api("/api/sales", { session: vendedor })).json();
    expect(list.sales[0].carId).toBe(car.id);

    const response = await api("/api/exports/sales", { session: vendedor });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vendas_detalhado_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      '"Data";"Carro";"Cliente";"Telefone";"Email";"CPF/CNPJ";"Valor";"Pagamento";"Detalhes";"Vendedor";"Status";"Observações"',
    );
    expect(lines[1]).toBe(
      `"20/11/2026";"Jeep ${car.model} 2020/2021";"'=cmd|'/C calc'!A0";"(11) 98765-4321";"ana@exemplo.com.br";"529.982.***-**";"95000,50";"Financiamento";"";"Rafael";"Em negociação";"Disse ""ok""; pago"`,
    );
  });

  it("takes an alphanumeric CNPJ: stored upper-case, masked in the answer and in the export", async () => {
    const car = await createCar({ brand: "Fiat", year: "2022" });
    const response = await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { clientName: "Transportes Alfa Ltda", clientDocument: "12.abc.345/01de-35" }),
      session: vendedor,
    });
    expect(response.status).toBe(201);
    const { sale } = await response.json();
    expect(sale).toMatchObject({
      clientDocument: "12ABC34501DE35",
      clientDocumentMasked: "12.ABC.***/****-**",
    });

    const csv = await (await api("/api/exports/sales", { session: vendedor })).text();
    const line = csv.split("\r\n").find((row) => row.includes('"Transportes Alfa Ltda"'));
    expect(line).toContain('"12.ABC.***/****-**"');
  });
});
