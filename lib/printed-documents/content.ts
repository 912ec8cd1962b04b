import { formatPlate } from "@/lib/cars/registration";
import { PAYMENT_METHOD_LABELS } from "@/lib/constants/finance";
import { amountInWords } from "@/lib/format/amount-in-words";
import { addDays, formatDateBR } from "@/lib/format/dates";
import { formatCpfCnpj } from "@/lib/format/documents";
import { formatMileage } from "@/lib/format/mileage";
import { formatMoney } from "@/lib/format/money";
import { maskPhone } from "@/lib/format/phone";

// The words of the three sale documents (docs/business-rules.md "Sales"): a payment receipt, the vehicle
// purchase-and-sale contract and the 90-day warranty term. Pure: the PDF layout (lib/printed-documents/pdf.ts)
// only places these blocks, so what each document says is tested without reading a PDF.

export const SALE_DOCUMENT_KINDS = ["receipt", "contract", "warranty"] as const;
export type SaleDocumentKind = (typeof SALE_DOCUMENT_KINDS)[number];

/** The warranty of a used car sold by a business: 90 days (Código de Defesa do Consumidor, art. 26, II). */
export const WARRANTY_DAYS = 90;
/** Payment details are free text up to 5,000 characters; a document prints the start of them. */
const MAX_PRINTED_DETAILS = 600;

export type SaleDocumentData = {
  dealer: { name: string; cnpj: string; address: string };
  sale: {
    id: string;
    clientName: string;
    clientPhone: string | null;
    clientEmail: string | null;
    clientDocument: string | null;
    salePrice: number;
    paymentMethod: keyof typeof PAYMENT_METHOD_LABELS;
    paymentDetails: string | null;
    saleDate: string;
  };
  car: {
    brand: string;
    model: string;
    year: string;
    color: string | null;
    mileage: number | null;
    plate: string | null;
    renavam: string | null;
    chassis: string | null;
  };
};

export type DocumentBlock =
  /** The dealer under the title: name, CNPJ and address, centred. */
  | { kind: "letterhead"; lines: string[] }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; rows: Array<[label: string, value: string]> }
  | { kind: "signatures"; place: string; signers: Array<{ role: string; name?: string; detail?: string }> };

export type SaleDocument = { title: string; fileName: string; blocks: DocumentBlock[] };

const TITLES: Record<SaleDocumentKind, string> = {
  receipt: "Recibo",
  contract: "Contrato de Compra e Venda de Veículo",
  warranty: "Termo de Garantia",
};

const FILE_PREFIXES: Record<SaleDocumentKind, string> = {
  receipt: "recibo",
  contract: "contrato",
  warranty: "garantia",
};

/** "R$ 109.900,00 (cento e nove mil e novecentos reais)". */
export function priceInFiguresAndWords(value: number): string {
  return `${formatMoney(value)} (${amountInWords(value)})`;
}

/** A CPF or CNPJ in full, punctuated: the parties of a contract are identified by the whole number. */
export function documentOf(value: string | null): string {
  return value ? formatCpfCnpj(value) : "não informado";
}

/** The car of a document: what identifies it, registration data only when the car has it. */
export type DocumentCar = SaleDocumentData["car"];
export type DocumentDealer = SaleDocumentData["dealer"];

/** The car's rows: what identifies it, registration data only when the car has it. */
export function carRows(car: DocumentCar): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ["Marca", car.brand],
    ["Modelo", car.model],
    ["Ano", car.year],
  ];
  if (car.color) rows.push(["Cor", car.color]);
  if (car.mileage !== null) rows.push(["Quilometragem", formatMileage(car.mileage)]);
  if (car.plate) rows.push(["Placa", formatPlate(car.plate)]);
  if (car.renavam) rows.push(["RENAVAM", car.renavam]);
  if (car.chassis) rows.push(["Chassi", car.chassis]);
  return rows;
}

/** "Toyota Corolla XEi, ano 2022, cor Prata, placa ABC-1234": the car in one phrase. */
export function carPhrase(car: DocumentCar): string {
  const parts = [`${car.brand} ${car.model}`, `ano ${car.year}`];
  if (car.color) parts.push(`cor ${car.color}`);
  if (car.plate) parts.push(`placa ${formatPlate(car.plate)}`);
  return parts.join(", ");
}

function paymentRows(sale: SaleDocumentData["sale"]): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ["Valor", formatMoney(sale.salePrice)],
    ["Por extenso", amountInWords(sale.salePrice)],
    ["Forma de pagamento", PAYMENT_METHOD_LABELS[sale.paymentMethod]],
  ];
  const details = sale.paymentDetails?.trim();
  if (details) {
    const printed =
      details.length > MAX_PRINTED_DETAILS ? `${details.slice(0, MAX_PRINTED_DETAILS)}…` : details;
    rows.push(["Condições", printed]);
  }
  rows.push(["Data da venda", formatDateBR(sale.saleDate)]);
  return rows;
}

export function dealerRows(dealer: DocumentDealer): Array<[string, string]> {
  return [
    ["Razão social", dealer.name],
    ["CNPJ", formatCpfCnpj(dealer.cnpj)],
    ["Endereço", dealer.address],
  ];
}

function buyerRows(sale: SaleDocumentData["sale"]): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ["Nome", sale.clientName],
    ["CPF/CNPJ", documentOf(sale.clientDocument)],
  ];
  if (sale.clientPhone) rows.push(["Telefone", maskPhone(sale.clientPhone)]);
  if (sale.clientEmail) rows.push(["E-mail", sale.clientEmail]);
  return rows;
}

function signatures(data: SaleDocumentData, withWitnesses: boolean): DocumentBlock {
  const signers: Array<{ role: string; name?: string; detail?: string }> = [
    { role: "Vendedora", name: data.dealer.name, detail: `CNPJ ${formatCpfCnpj(data.dealer.cnpj)}` },
    {
      role: "Comprador(a)",
      name: data.sale.clientName,
      detail: `CPF/CNPJ ${documentOf(data.sale.clientDocument)}`,
    },
  ];
  if (withWitnesses) signers.push({ role: "Testemunha 1" }, { role: "Testemunha 2" });
  return { kind: "signatures", place: `Data: ${formatDateBR(data.sale.saleDate)}`, signers };
}

function receipt(data: SaleDocumentData): DocumentBlock[] {
  const { dealer, sale, car } = data;
  return [
    {
      kind: "paragraph",
      text:
        `${dealer.name}, CNPJ ${formatCpfCnpj(dealer.cnpj)}, declara que recebeu de ${sale.clientName}, ` +
        `CPF/CNPJ ${documentOf(sale.clientDocument)}, a importância de ${priceInFiguresAndWords(sale.salePrice)}, ` +
        `referente à venda do veículo ${carPhrase(car)}, por meio de ${PAYMENT_METHOD_LABELS[sale.paymentMethod]}, ` +
        `dando por este recibo plena quitação do valor recebido.`,
    },
    { kind: "heading", text: "Pagamento" },
    { kind: "fields", rows: paymentRows(sale) },
    { kind: "heading", text: "Veículo" },
    { kind: "fields", rows: carRows(car) },
    {
      kind: "signatures",
      place: `Data: ${formatDateBR(sale.saleDate)}`,
      signers: [{ role: "Recebedor", name: dealer.name, detail: `CNPJ ${formatCpfCnpj(dealer.cnpj)}` }],
    },
  ];
}

function contract(data: SaleDocumentData): DocumentBlock[] {
  const { dealer, sale, car } = data;
  return [
    { kind: "heading", text: "Vendedora" },
    { kind: "fields", rows: dealerRows(dealer) },
    { kind: "heading", text: "Comprador(a)" },
    { kind: "fields", rows: buyerRows(sale) },
    { kind: "heading", text: "Cláusula 1ª - Do objeto" },
    {
      kind: "paragraph",
      text: "A VENDEDORA vende ao(à) COMPRADOR(A) o veículo usado descrito abaixo, no estado em que se encontra, que o(a) COMPRADOR(A) declara ter examinado e aceito.",
    },
    { kind: "fields", rows: carRows(car) },
    { kind: "heading", text: "Cláusula 2ª - Do preço e do pagamento" },
    {
      kind: "paragraph",
      text: `O preço total da venda é de ${priceInFiguresAndWords(sale.salePrice)}, pago por meio de ${PAYMENT_METHOD_LABELS[sale.paymentMethod]}.`,
    },
    { kind: "fields", rows: paymentRows(sale) },
    { kind: "heading", text: "Cláusula 3ª - Da entrega e da transferência" },
    {
      kind: "paragraph",
      text:
        `O veículo é entregue ao(à) COMPRADOR(A) em ${formatDateBR(sale.saleDate)}, data a partir da qual ` +
        "correm por sua conta as multas, tributos e encargos relativos ao veículo. O(A) COMPRADOR(A) " +
        "providenciará a transferência da propriedade junto ao órgão de trânsito no prazo de 30 (trinta) dias " +
        "(Código de Trânsito Brasileiro, art. 123, § 1º).",
    },
    { kind: "heading", text: "Cláusula 4ª - Da garantia" },
    {
      kind: "paragraph",
      text:
        `A VENDEDORA garante o veículo pelo prazo de ${WARRANTY_DAYS} (noventa) dias contados da entrega, nos ` +
        "termos do art. 26, II, do Código de Defesa do Consumidor (Lei nº 8.078/1990), conforme o Termo de " +
        "Garantia que acompanha este contrato.",
    },
    { kind: "heading", text: "Cláusula 5ª - Do foro" },
    {
      kind: "paragraph",
      text: "Fica eleito o foro do domicílio do(a) COMPRADOR(A) para dirimir quaisquer questões oriundas deste contrato. E, por estarem de acordo, as partes assinam este instrumento em duas vias de igual teor.",
    },
    signatures(data, true),
  ];
}

function warranty(data: SaleDocumentData): DocumentBlock[] {
  const { dealer, sale, car } = data;
  const until = addDays(sale.saleDate, WARRANTY_DAYS);
  return [
    {
      kind: "paragraph",
      text:
        `${dealer.name}, CNPJ ${formatCpfCnpj(dealer.cnpj)}, garante ao(à) comprador(a) ${sale.clientName}, ` +
        `CPF/CNPJ ${documentOf(sale.clientDocument)}, o veículo ${carPhrase(car)}, vendido em ` +
        `${formatDateBR(sale.saleDate)} por ${priceInFiguresAndWords(sale.salePrice)}, pelo prazo de ` +
        `${WARRANTY_DAYS} (noventa) dias, nos termos do art. 26, II, do Código de Defesa do Consumidor ` +
        "(Lei nº 8.078/1990).",
    },
    { kind: "heading", text: "Veículo" },
    { kind: "fields", rows: carRows(car) },
    { kind: "heading", text: "Prazo" },
    {
      kind: "fields",
      rows: [
        ["Início", formatDateBR(sale.saleDate)],
        ["Término", formatDateBR(until)],
        ["Forma de pagamento", PAYMENT_METHOD_LABELS[sale.paymentMethod]],
      ],
    },
    { kind: "heading", text: "Cobertura" },
    {
      kind: "paragraph",
      text:
        "A garantia cobre vícios de funcionamento do motor, do câmbio e dos demais componentes do veículo. " +
        "Não cobre o desgaste natural de peças de uso (pneus, freios, embreagem, bateria, lâmpadas, palhetas), " +
        "nem danos causados por acidente, mau uso, falta de manutenção ou reparos feitos fora da VENDEDORA sem " +
        "sua autorização. Tratando-se de vício oculto, o prazo começa quando ele ficar evidenciado (CDC, " +
        "art. 26, § 3º). Para acioná-la, o(a) comprador(a) deve apresentar este termo à VENDEDORA.",
    },
    signatures(data, false),
  ];
}

const BUILDERS: Record<SaleDocumentKind, (data: SaleDocumentData) => DocumentBlock[]> = {
  receipt,
  contract,
  warranty,
};

/** The dealer's name, CNPJ and address: the first block of every document the store prints. */
export function letterhead(dealer: DocumentDealer): DocumentBlock {
  return { kind: "letterhead", lines: [dealer.name, `CNPJ ${formatCpfCnpj(dealer.cnpj)}`, dealer.address] };
}

/** A document's title, download name (recibo_2026-11-20_<sale>.pdf) and blocks, the dealer's letterhead first. */
export function saleDocument(kind: SaleDocumentKind, data: SaleDocumentData): SaleDocument {
  return {
    title: TITLES[kind],
    fileName: `${FILE_PREFIXES[kind]}_${data.sale.saleDate}_${data.sale.id.slice(-8)}.pdf`,
    blocks: [letterhead(data.dealer), ...BUILDERS[kind](data)],
  };
}
