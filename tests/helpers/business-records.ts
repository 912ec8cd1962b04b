import { createHash, randomBytes } from "node:crypto";

import type { Db } from "@/lib/db/connect";

import { testDb } from "./db";

// Business rows written straight to the database for the reports, analytics and cleanup tests: sales, expenses
// with receipts, documents with files, invoices, tickets and analytics events.

const dateOnly = (value: string) => new Date(`${value}T00:00:00.000Z`);

export function createSale(
  input: {
    carId?: string | null;
    salePrice: number;
    status?: "negotiating" | "closed" | "cancelled";
    saleDate?: string;
    car?: { brand: string; model: string; year: string };
  },
  db: Db = testDb(),
) {
  return db.sale.create({
    data: {
      carId: input.carId ?? null,
      carBrand: input.car?.brand ?? "Toyota",
      carModel: input.car?.model ?? "Corolla",
      carYear: input.car?.year ?? "2022",
      clientName: "Cliente Teste",
      clientPhone: "11987654321",
      salePrice: input.salePrice.toFixed(2),
      paymentMethod: "cash",
      salesperson: "Vendedor Teste",
      status: input.status ?? "closed",
      saleDate: dateOnly(input.saleDate ?? "2026-11-10"),
    },
  });
}

function storedFile(kind: "receipt" | "document") {
  const data = Buffer.from(`%PDF-1.4 ${randomBytes(8).toString("hex")}`);
  return {
    kind,
    fileName: `${kind}.pdf`,
    contentType: "application/pdf",
    size: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
    data,
  } as const;
}

export function createExpense(
  input: { amount: number; carId?: string | null; receipt?: boolean; date?: string },
  db: Db = testDb(),
) {
  return db.expense.create({
    data: {
      description: "Despesa de teste",
      amount: input.amount.toFixed(2),
      category: "maintenance",
      date: dateOnly(input.date ?? "2026-11-05"),
      // Relation form throughout: Prisma refuses a raw carId next to a nested receipt create.
      ...(input.carId ? { car: { connect: { id: input.carId } } } : {}),
      ...(input.receipt ? { receipt: { create: storedFile("receipt") } } : {}),
    },
  });
}

export function createDocument(input: { file?: boolean } = {}, db: Db = testDb()) {
  return db.document.create({
    data: {
      title: "Contrato de teste",
      type: "contract",
      ...(input.file === false ? {} : { file: { create: storedFile("document") } }),
    },
  });
}

export function createInvoice(db: Db = testDb()) {
  return db.invoice.create({
    data: {
      type: "sale",
      number: `NFT${randomBytes(5).toString("hex")}`,
      clientName: "Cliente Teste",
      clientDocument: "52998224725",
      amount: "1000.00",
      issueDate: dateOnly("2026-11-10"),
      description: "Nota de teste",
    },
  });
}

export function createTicket(
  input: {
    name?: string;
    status?: "pending" | "resolved" | "proposal";
    createdAt?: Date;
    resolvedAt?: Date | null;
    carId?: string | null;
  } = {},
  db: Db = testDb(),
) {
  return db.contactTicket.create({
    data: {
      name: input.name ?? "Cliente Teste",
      email: "cliente@test.local",
      phone: "11987654321",
      message: "Mensagem de teste",
      status: input.status ?? "pending",
      createdAt: input.createdAt,
      resolvedAt: input.resolvedAt ?? null,
      carId: input.carId ?? null,
      ...(input.status === "proposal"
        ? {
            subject: "interesse_veiculo" as const,
            carBrand: "Honda",
            carModel: "Civic",
            carYear: "2022",
            carPrice: "120000.00",
            carMileage: 20_000,
          }
        : {}),
    },
  });
}

/** Analytics events straight in the table (each one a distinct visitor), as tracking would have stored them. */
export async function createEvents(
  carId: string,
  action: "view" | "whatsapp_click" | "phone_click",
  day: string,
  count: number,
  db: Db = testDb(),
) {
  await db.analyticsEvent.createMany({
    data: Array.from({ length: count }, () => ({
      carId,
      action,
      day: dateOnly(day),
      visitorHash: createHash("sha256").update(randomBytes(16)).digest("hex"),
    })),
  });
}
