import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { isoDay } from "@/lib/format/dates";
import { privateFileResponse } from "@/lib/files/storage";
import { HttpError, conflict, notFound } from "@/lib/http/errors";
import { DOCUMENT_UNAVAILABLE, isDocumentIssued } from "@/lib/printed-documents/availability";
import { saleDocument, type SaleDocument, type SaleDocumentKind } from "@/lib/printed-documents/content";
import { renderSaleDocumentPdf } from "@/lib/printed-documents/pdf";
import { canChangeSale } from "@/lib/sales/ownership";
import { OWN_SALES_ONLY, SALE_NOT_FOUND } from "@/lib/sales/schema";

// GET /api/sales/{id}/receipt.pdf, /contract.pdf, /warranty.pdf: the sale's documents, made on request from the
// sale and its car (nothing stored), only for the sales whose status they are true of (availability.ts: 409
// otherwise). A vendedor gets only the documents of the sales they created (403), as
// they change only those; the buyer's full CPF/CNPJ and the car's registration data are printed, which is why.

/** The car's columns a document prints (the reservation and consignment documents read them too). */
export const documentCarColumns = {
  brand: true,
  model: true,
  year: true,
  color: true,
  mileage: true,
  plate: true,
  renavam: true,
  chassis: true,
} as const;

/** The dealer every document names (DEALER_NAME, DEALER_CNPJ, DEALER_ADDRESS). */
export function documentDealer() {
  return { name: env.DEALER_NAME, cnpj: env.DEALER_CNPJ, address: env.DEALER_ADDRESS };
}

/**
 * A document of the store rendered by the one PDF renderer, as an attachment (application/pdf, RFC 6266 name,
 * nosniff, sandboxed, never cached).
 */
export async function documentPdfResponse(document: SaleDocument): Promise<Response> {
  const bytes = await renderSaleDocumentPdf(document, documentDealer());
  return privateFileResponse({ fileName: document.fileName, contentType: "application/pdf", data: bytes });
}

/** The document as an attachment (application/pdf, RFC 6266 name, nosniff, sandboxed, never cached). */
export async function saleDocumentResponse(
  actor: Actor,
  id: string,
  kind: SaleDocumentKind,
): Promise<Response> {
  const sale = await prisma.sale.findUnique({
    where: { id },
    select: {
      id: true,
      clientName: true,
      clientPhone: true,
      clientEmail: true,
      clientDocument: true,
      salePrice: true,
      paymentMethod: true,
      paymentDetails: true,
      saleDate: true,
      salespersonId: true,
      status: true,
      carBrand: true,
      carModel: true,
      carYear: true,
      car: { select: documentCarColumns },
    },
  });
  if (!sale) throw notFound(SALE_NOT_FOUND);
  if (!canChangeSale(actor, sale)) throw new HttpError(403, OWN_SALES_ONLY);
  if (!isDocumentIssued(kind, sale.status)) throw conflict(DOCUMENT_UNAVAILABLE[kind]);

  // A deleted car leaves the sale its snapshot (brand, model, year); the rest is then left out.
  const car = sale.car ?? {
    brand: sale.carBrand,
    model: sale.carModel,
    year: sale.carYear,
    color: null,
    mileage: null,
    plate: null,
    renavam: null,
    chassis: null,
  };
  const document = saleDocument(kind, {
    dealer: documentDealer(),
    sale: {
      id: sale.id,
      clientName: sale.clientName,
      clientPhone: sale.clientPhone,
      clientEmail: sale.clientEmail,
      clientDocument: sale.clientDocument,
      salePrice: sale.salePrice.toNumber(),
      paymentMethod: sale.paymentMethod,
      paymentDetails: sale.paymentDetails,
      saleDate: isoDay(sale.saleDate),
    },
    car,
  });
  return documentPdfResponse(document);
}
