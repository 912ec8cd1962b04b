import { formatDateBR } from "@/lib/format/dates";
import { formatCpfCnpj } from "@/lib/format/documents";
import { formatMoney } from "@/lib/format/money";
import { maskPhone } from "@/lib/format/phone";
import { fromCents, toCents } from "@/lib/reports/math";
import {
  carPhrase,
  carRows,
  dealerRows,
  documentOf,
  letterhead,
  priceInFiguresAndWords,
  type DocumentCar,
  type DocumentDealer,
  type SaleDocument,
} from "@/lib/printed-documents/content";
import type { ApiConsignment } from "@/lib/consignments/schema";

// The words of the consignment's two documents (docs/business-rules.md "Consignment"): the contract signed
// when the owner leaves the car, and the settlement ('Acerto') after it sells. Blocks of the sale documents'
// kind, laid out by the same renderer (lib/printed-documents/pdf.ts). Pure.

export type ConsignmentDocumentData = {
  dealer: DocumentDealer;
  carId: string;
  car: DocumentCar;
  consignment: ApiConsignment;
};

export type SettlementData = ConsignmentDocumentData & { sale: { salePrice: number; saleDate: string } };

export const CONSIGNMENT_CONTRACT_TITLE = "Contrato de Consignação de Veículo";
export const CONSIGNMENT_SETTLEMENT_TITLE = "Acerto de Consignação";

function ownerRows(consignment: ApiConsignment): Array<[string, string]> {
  return [
    ["Nome", consignment.ownerName],
    ["CPF/CNPJ", documentOf(consignment.ownerDocument)],
    ["Telefone", maskPhone(consignment.ownerPhone)],
  ];
}

function signers(dealer: DocumentDealer, consignment: ApiConsignment) {
  return [
    {
      role: "Consignante",
      name: consignment.ownerName,
      detail: `CPF/CNPJ ${documentOf(consignment.ownerDocument)}`,
    },
    { role: "Consignatária", name: dealer.name, detail: `CNPJ ${formatCpfCnpj(dealer.cnpj)}` },
  ];
}

export function consignmentContract({
  dealer,
  carId,
  car,
  consignment,
}: ConsignmentDocumentData): SaleDocument {
  const start = formatDateBR(consignment.startDate);
  const end = formatDateBR(consignment.endDate);
  return {
    title: CONSIGNMENT_CONTRACT_TITLE,
    fileName: `contrato_consignacao_${consignment.startDate}_${carId.slice(-8)}.pdf`,
    blocks: [
      letterhead(dealer),
      { kind: "heading", text: "Consignante (proprietário)" },
      { kind: "fields", rows: ownerRows(consignment) },
      { kind: "heading", text: "Consignatária" },
      { kind: "fields", rows: dealerRows(dealer) },
      { kind: "heading", text: "Cláusula 1ª - Do objeto" },
      {
        kind: "paragraph",
        text: "O CONSIGNANTE entrega à CONSIGNATÁRIA, em consignação, para que o venda em seu nome, o veículo usado de sua propriedade descrito abaixo, que ficará exposto no estabelecimento da CONSIGNATÁRIA.",
      },
      { kind: "fields", rows: carRows(car) },
      { kind: "heading", text: "Cláusula 2ª - Do valor do consignante" },
      {
        kind: "paragraph",
        text:
          `Vendido o veículo, a CONSIGNATÁRIA pagará ao CONSIGNANTE o valor líquido de ` +
          `${priceInFiguresAndWords(consignment.netToOwner)}, no acerto de contas da venda. O que o preço de ` +
          "venda exceder esse valor remunera a CONSIGNATÁRIA pela intermediação, pela exposição e pelos custos " +
          "da venda.",
      },
      { kind: "heading", text: "Cláusula 3ª - Do prazo" },
      {
        kind: "paragraph",
        text:
          `A consignação vigora de ${start} a ${end}. Terminado o prazo sem venda, o veículo será devolvido ao ` +
          "CONSIGNANTE, salvo renovação por escrito.",
      },
      {
        kind: "fields",
        rows: [
          ["Início", start],
          ["Término", end],
        ],
      },
      { kind: "heading", text: "Cláusula 4ª - Das declarações do consignante" },
      {
        kind: "paragraph",
        text: "O CONSIGNANTE declara que o veículo é de sua propriedade e está livre de ônus, e responde pelas multas, tributos e débitos relativos ao veículo anteriores à sua entrega à CONSIGNATÁRIA.",
      },
      { kind: "heading", text: "Cláusula 5ª - Do foro" },
      {
        kind: "paragraph",
        text: "Fica eleito o foro da comarca da CONSIGNATÁRIA para dirimir quaisquer questões oriundas deste contrato. E, por estarem de acordo, as partes assinam este instrumento em duas vias de igual teor.",
      },
      {
        kind: "signatures",
        place: `Data: ${start}`,
        signers: [...signers(dealer, consignment), { role: "Testemunha 1" }, { role: "Testemunha 2" }],
      },
    ],
  };
}

/** The dealer's share of a consigned car's sale: sale price − what the owner receives (in cents, exact). */
export function dealerShare(salePrice: number, netToOwner: number): number {
  return fromCents(toCents(salePrice) - toCents(netToOwner));
}

export function consignmentSettlement({
  dealer,
  carId,
  car,
  consignment,
  sale,
}: SettlementData): SaleDocument {
  const share = dealerShare(sale.salePrice, consignment.netToOwner);
  return {
    title: CONSIGNMENT_SETTLEMENT_TITLE,
    fileName: `acerto_consignacao_${sale.saleDate}_${carId.slice(-8)}.pdf`,
    blocks: [
      letterhead(dealer),
      {
        kind: "paragraph",
        text:
          `Acerto de contas da venda do veículo ${carPhrase(car)}, deixado em consignação por ` +
          `${consignment.ownerName}, CPF/CNPJ ${documentOf(consignment.ownerDocument)}, e vendido por ` +
          `${dealer.name} em ${formatDateBR(sale.saleDate)}. O CONSIGNANTE declara receber o valor devido abaixo, ` +
          "dando plena quitação da consignação.",
      },
      { kind: "heading", text: "Valores" },
      {
        kind: "fields",
        rows: [
          ["Preço de venda", formatMoney(sale.salePrice)],
          ["Devido ao proprietário", priceInFiguresAndWords(consignment.netToOwner)],
          ["Parte da loja", formatMoney(share)],
          ["Data da venda", formatDateBR(sale.saleDate)],
        ],
      },
      { kind: "heading", text: "Veículo" },
      { kind: "fields", rows: carRows(car) },
      { kind: "heading", text: "Consignante (proprietário)" },
      { kind: "fields", rows: ownerRows(consignment) },
      {
        kind: "signatures",
        place: `Data: ${formatDateBR(sale.saleDate)}`,
        signers: signers(dealer, consignment),
      },
    ],
  };
}
