import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText } from "unpdf";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";

// The sale documents (docs/business-rules.md "Sales"): three PDFs made on request, with real text naming the
// dealer, the buyer's full CPF/CNPJ, the car's registration data and the price in words; the registration data
// is staff-only like the purchase price.

const KINDS = ["receipt", "contract", "warranty"] as const;
const TITLES = {
  receipt: "Recibo",
  contract: "Contrato de Compra e Venda de Veículo",
  warranty: "Termo de Garantia",
};
const REGISTRATION = { plate: "bra-2e19", renavam: "0063988496-2", chassis: "9bwzzz377vt004251" };

let gerente: SignedInUser;
let vendedor: SignedInUser;
let otherVendedor: SignedInUser;
let ajudante: SignedInUser;
let carId = "";
let saleId = "";
const cars: string[] = [];

async function pdfText(response: Response): Promise<{ bytes: Uint8Array; text: string }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // unpdf hands the buffer to pdf.js, which may detach it: read a copy.
  const { text } = await extractText(bytes.slice(), { mergePages: true });
  return { bytes, text: text.replace(/\s+/g, " ") };
}

beforeAll(async () => {
  [gerente, vendedor, otherVendedor, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("vendedor"),
    signedInAs("ajudante"),
  ]);
  const car = await createCar({
    brand: "Volkswagen",
    model: "Nivus Highline",
    year: "2022/2023",
    color: "Cinza",
  });
  carId = car.id;
  cars.push(carId);
  // The registration data goes in through the car API, as the admin form sends it.
  const put = await api(`/api/cars/${carId}`, { method: "PUT", json: REGISTRATION, session: vendedor });
  expect(put.status).toBe(200);
  const created = await api("/api/sales", {
    method: "POST",
    session: vendedor,
    json: {
      carId,
      clientName: "Ana Beatriz Conceição",
      clientPhone: "(11) 98765-4321",
      clientEmail: "ana@exemplo.com.br",
      clientDocument: "529.982.247-25",
      salePrice: 109_900.5,
      paymentMethod: "financing",
      paymentDetails: "Entrada de R$ 30.000,00 e 48 parcelas",
      salesperson: "Rafael",
      saleDate: "2026-11-20",
      status: "closed",
    },
  });
  expect(created.status).toBe(201);
  saleId = (await created.json()).sale.id;
});

afterAll(() => removeCars(cars));

describe("the car's registration data (staff-only)", () => {
  it("is stored normalized and read back by staff with the cars permission", async () => {
    const response = await api(`/api/cars/${carId}`, { session: vendedor });
    expect((await response.json()).car).toMatchObject({
      plate: "BRA2E19",
      renavam: "00639884962",
      chassis: "9BWZZZ377VT004251",
    });
  });

  it("refuses bad values with the field's pt-BR message", async () => {
    const response = await api(`/api/cars/${carId}`, {
      method: "PUT",
      json: { plate: "AB-12", renavam: "00639884963", chassis: "9BWZZZ377VTO04251" },
      session: gerente,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toMatchObject({ plate: "Placa inválida" });
    expect(body.fields.renavam).toMatch(/^RENAVAM inválido/);
    expect(body.fields.chassis).toMatch(/^Chassi inválido/);
  });

  it("never reaches anonymous answers, other roles, the car page or the sitemap", async () => {
    await publishCars([carId]);
    const secrets = ["BRA2E19", "BRA-2E19", "00639884962", "9BWZZZ377VT004251"];
    const answers = [
      await api(`/api/cars/${carId}`),
      await api("/api/cars?status=all&brand=Volkswagen"),
      await api(`/api/cars/${carId}`, { session: ajudante }),
      await api(`/car/${carId}`),
      await api("/sitemap.xml"),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBe(200);
      const text = await response.text();
      for (const secret of secrets) expect(text, response.url).not.toContain(secret);
    }
    const { car } = await (await api(`/api/cars/${carId}`)).json();
    expect(car).not.toHaveProperty("plate");
    expect(car).not.toHaveProperty("renavam");
    expect(car).not.toHaveProperty("chassis");
  });
});

describe("GET /api/sales/{id}/receipt.pdf, contract.pdf, warranty.pdf", () => {
  it.each(KINDS)(
    "%s: an application/pdf attachment with the documented contents as real text",
    async (kind) => {
      const response = await api(`/api/sales/${saleId}/${kind}.pdf`, { session: vendedor });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="[a-z]+_2026-11-20_[A-Za-z0-9_-]+\\.pdf"; filename\\*=UTF-8''`),
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toMatch(/(^|; )sandbox(;|$)/);
      expect(response.headers.get("cache-control")).toContain("no-store");

      const { bytes, text } = await pdfText(response);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect(bytes.byteLength).toBeLessThan(64 * 1024);
      for (const expected of [
        TITLES[kind],
        "Auto Premium Seminovos",
        "12.345.678/0001-95",
        "Av. Europa, 1200",
        "Ana Beatriz Conceição",
        "529.982.247-25",
        "R$ 109.900,50",
        "cento e nove mil e novecentos reais e cinquenta centavos",
        "Financiamento",
        "20/11/2026",
        "Volkswagen",
        "Nivus Highline",
        "2022/2023",
        "Cinza",
        "25.000 km",
        "BRA2E19",
        "00639884962",
        "9BWZZZ377VT004251",
      ])
        expect(text, `${kind}: ${expected}`).toContain(expected);
      expect(text).not.toContain("529.982.***");
    },
  );

  it("prints the warranty's 90 days under the consumer code and the contract's signature lines", async () => {
    const warranty = await pdfText(await api(`/api/sales/${saleId}/warranty.pdf`, { session: gerente }));
    expect(warranty.text).toContain("90 (noventa) dias");
    expect(warranty.text).toContain("art. 26");
    expect(warranty.text).toContain("Código de Defesa do Consumidor");
    expect(warranty.text).toContain("18/02/2027");
    const contract = await pdfText(await api(`/api/sales/${saleId}/contract.pdf`, { session: gerente }));
    for (const signer of ["Vendedora", "Comprador(a)", "Testemunha 1", "Testemunha 2"])
      expect(contract.text).toContain(signer);
  });

  it("leaves out registration data the car does not have", async () => {
    const plain = await createCar({ brand: "Fiat", model: "Argo Drive" });
    cars.push(plain.id);
    const { sale } = await (
      await api("/api/sales", {
        method: "POST",
        session: gerente,
        json: {
          carId: plain.id,
          clientName: "Carlos Lima",
          clientPhone: "11912345678",
          salePrice: 1_000_000,
          paymentMethod: "cash",
          salesperson: "Rafael",
          saleDate: "2026-11-21",
          // A receipt of payment is issued for a closed sale only.
          status: "closed",
        },
      })
    ).json();
    const { text } = await pdfText(await api(`/api/sales/${sale.id}/receipt.pdf`, { session: gerente }));
    expect(text).toContain("um milhão de reais");
    expect(text).toContain("À Vista");
    expect(text).not.toContain("Placa");
    expect(text).not.toContain("RENAVAM");
    expect(text).not.toContain("Chassi");
  });

  it("answers 401 signed out, 403 without the sales permission or on another vendedor's sale, 404 unknown", async () => {
    for (const kind of KINDS) {
      const path = `/api/sales/${saleId}/${kind}.pdf`;
      expect((await api(path)).status).toBe(401);
      expect((await api(path, { session: ajudante })).status).toBe(403);
      const other = await api(path, { session: otherVendedor });
      expect(other.status).toBe(403);
      expect(await other.json()).toEqual({ error: "Você só pode editar/deletar suas próprias vendas" });
      expect((await api(path, { session: gerente })).status).toBe(200);
      for (const id of ["cunknown00000000000000000", "x".repeat(300)]) {
        const missing = await api(`/api/sales/${id}/${kind}.pdf`, { session: gerente });
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({ error: "Venda não encontrada" });
      }
      expect((await api(path, { method: "POST", session: gerente })).status).toBe(405);
    }
  });
});
