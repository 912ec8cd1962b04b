import type { DocumentType, ExpenseCategory, PaymentMethod, TicketSubject } from "@/lib/db/generated/client";
import { yearValueOf } from "@/lib/cars/schema";
import { formatMoney } from "@/lib/format/money";
import type { DemoFileSpec, DemoSale } from "@/prisma/demo/business";
import { addHours } from "@/prisma/demo/dates";
import { hashSeed, seededRandom, type SeededRandom } from "@/prisma/demo/random";
import { DEMO_CARS } from "@/prisma/demo/stock";
import { generateCnpj, generateCpf } from "@/prisma/demo/taxpayer-ids";

// Years of dealership life up to yesterday, beside the demo's own stock and weeks (`npm run db:seed -- --years
// N`): about 30 cars bought and sold a month, each with its sale (a few sold once before and cancelled), purchase and sale invoices, expenses
// with receipts, a contract and the car's papers, the contact tickets it drew, plus the monthly running costs
// and general contact messages. Pure and deterministic: plain rows for prisma/seed-history.ts to bulk-insert.
// Analytics events are drawn by PostgreSQL itself (too many to build here): `listings` says which car was on
// show from which day to which, and how much attention it drew.

export const CARS_SOLD_PER_MONTH = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type HistoryCar = {
  id: string;
  brand: string;
  model: string;
  year: string;
  yearValue: number;
  price: string;
  mileage: number;
  engine: string | null;
  transmission: string | null;
  fuel: string | null;
  color: string;
  description: string | null;
  features: string[];
  specifications: Record<string, string>;
  isTurbo: boolean;
  purchasePrice: string;
  purchaseDate: Date;
  createdAt: Date;
  updatedAt: Date;
};

/** A sale of the history: the demo's sale row with its own id, by a salesperson without an account. */
export type HistorySale = Omit<DemoSale, "salespersonId" | "status"> & {
  id: string;
  status: "closed" | "cancelled";
};

export type HistoryExpense = {
  id: string;
  description: string;
  amount: string;
  category: ExpenseCategory;
  date: Date;
  carId: string | null;
  receipt: DemoFileSpec | null;
  createdAt: Date;
};

export type HistoryDocument = {
  id: string;
  title: string;
  type: DocumentType;
  carId: string;
  clientName: string | null;
  file: DemoFileSpec;
  expiryDate: Date | null;
  createdAt: Date;
};

export type HistoryInvoice = {
  id: string;
  type: "sale" | "purchase";
  carId: string;
  carBrand: string;
  carModel: string;
  carYear: string;
  clientName: string;
  clientDocument: string;
  amount: string;
  issueDate: Date;
  description: string;
  createdAt: Date;
};

export type HistoryTicket = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  subject: TicketSubject;
  message: string;
  car: HistoryCar | null;
  createdAt: Date;
  resolvedAt: Date;
};

/** A car on show: its listing day to its sale day (date-only values), and how much attention it drew (≈ 1). */
export type HistoryListing = { carId: string; firstDay: Date; lastDay: Date; appeal: number };

export type History = {
  cars: HistoryCar[];
  sales: HistorySale[];
  expenses: HistoryExpense[];
  documents: HistoryDocument[];
  invoices: HistoryInvoice[];
  tickets: HistoryTicket[];
  listings: HistoryListing[];
};

const FIRST_NAMES = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Juliana",
  "Leonardo",
  "Mariana",
  "Nicolas",
  "Patrícia",
  "Rafael",
  "Sabrina",
  "Thiago",
  "Vanessa",
  "Vinícius",
  "Renata",
  "Gustavo",
  "Larissa",
  "Rodrigo",
  "Aline",
  "Marcelo",
  "Camila",
  "André",
  "Beatriz",
  "Fábio",
];
const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Lima",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Nascimento",
  "Carvalho",
  "Araújo",
  "Ribeiro",
  "Gomes",
  "Martins",
  "Rocha",
  "Barbosa",
  "Teixeira",
  "Moreira",
  "Cardoso",
];
const COMPANY_NAMES = [
  "Transportes Paulista Ltda",
  "Construtora Horizonte Ltda",
  "Agropecuária Boa Vista Ltda",
  "Clínica Sorriso Ltda",
  "Distribuidora Aliança Ltda",
  "Padaria Pão Dourado Ltda",
];
const SELLERS = ["Rafael Souza", "Marina Albuquerque", "Carlos Henrique Dias", "Aline Prado"];
const PAYMENTS: ReadonlyArray<[PaymentMethod, string | null, number]> = [
  ["financing", "Entrada de 30% e saldo financiado em 48 parcelas", 0.45],
  ["cash", "PIX à vista", 0.25],
  ["exchange", "Troca com troco via TED", 0.15],
  ["installments", "Cartão de crédito em 10 parcelas", 0.1],
  ["consorcio", "Carta de consórcio contemplada", 0.05],
];
const CAR_EXPENSES: ReadonlyArray<[ExpenseCategory, string, number, number]> = [
  ["maintenance", "Revisão e higienização", 350, 1_800],
  ["vehicles", "Funilaria e pintura", 600, 3_500],
  ["vehicles", "Jogo de pneus", 1_200, 3_200],
  ["taxes", "Transferência e vistoria", 250, 900],
];
const MONTHLY_EXPENSES: ReadonlyArray<[ExpenseCategory, string, number, number]> = [
  ["rent", "Aluguel do galpão", 14_000, 14_000],
  ["employees", "Folha de pagamento", 38_000, 46_000],
  ["taxes", "Simples Nacional (DAS)", 9_000, 16_000],
  ["marketing", "Anúncios em portais e redes sociais", 2_500, 6_000],
  ["other", "Energia, água e internet", 1_400, 2_600],
];
const CONTACT_MESSAGES: ReadonlyArray<[TicketSubject, string]> = [
  ["agendamento_visita", "Gostaria de agendar uma visita para conhecer o estoque no sábado."],
  ["financiamento", "Qual a taxa de financiamento em 48 meses com 20% de entrada?"],
  ["avaliacao_veiculo", "Quero avaliar meu carro para dar de entrada. Como funciona?"],
  ["pos_venda", "Ainda não recebi o documento transferido. Podem verificar?"],
  ["contato_general", "Vocês abrem aos domingos?"],
  ["outros", "Vocês compram carros com leilão no histórico?"],
];

const ID_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";

/** An id in the shape of the app's cuids ("c" and 24 letters and digits), drawn from the seeded generator. */
function cuidLike(random: SeededRandom): string {
  let id = "c";
  for (let i = 0; i < 24; i++) id += ID_CHARS[random.int(0, ID_CHARS.length - 1)];
  return id;
}

const money = (value: number) => value.toFixed(2);
const notAfter = (date: Date, latest: Date) => (date.getTime() > latest.getTime() ? latest : date);
const brl = (value: number) => formatMoney(value).replace(/\u00a0/g, " ");
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** A date-only value (UTC midnight) a whole number of days after `day`. */
const dayPlus = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

function person(random: SeededRandom) {
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const login = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(" ");
  // A mobile (11 digits) most of the time, else a landline (10).
  const phone = random.chance(0.85)
    ? `119${random.int(10_000_000, 99_999_999)}`
    : `113${random.int(1_000_000, 9_999_999)}`;
  return {
    name,
    phone,
    email: random.chance(0.8) ? `${login[0]}.${login[2]}${random.int(1, 99)}@exemplo.com.br` : null,
  };
}

const pdf = (kind: DemoFileSpec["kind"], fileName: string, title: string, lines: string[]): DemoFileSpec => ({
  kind,
  fileName,
  format: "pdf",
  title,
  lines,
});

/**
 * The dealership's history over the `days` days before `end` (a date-only value: today): cars bought from
 * `end − days` on, each sold before `end`; nothing dated after `now`.
 */
export function buildHistory(end: Date, days: number, now: Date): History {
  const random = seededRandom(hashSeed(`auto-premium-history-${days}`));
  const id = () => cuidLike(random);
  const start = dayPlus(end, -Math.max(1, Math.round(days)));
  const history: History = {
    cars: [],
    sales: [],
    expenses: [],
    documents: [],
    invoices: [],
    tickets: [],
    listings: [],
  };

  // One car bought every day or so; its sale 12 to 90 days later, before `end`.
  const perDay = (CARS_SOLD_PER_MONTH * 12) / 365;
  let bought = 0;
  for (let day = start; day < end; day = dayPlus(day, 1)) {
    bought += perDay;
    for (; bought >= 1; bought -= 1) {
      const daysLeft = Math.round((end.getTime() - day.getTime()) / DAY_MS) - 1;
      if (daysLeft < 3) continue;
      addSoldCar(history, random, id, day, Math.min(daysLeft, random.int(12, 90)), end, now);
    }
  }

  // Running costs on the 5th of each month, and general contact messages about every other day.
  for (let day = start; day < end; day = dayPlus(day, 1)) {
    if (day.getUTCDate() === 5) {
      for (const [category, description, low, high] of MONTHLY_EXPENSES) {
        const amount = Math.round(random.range(low, high));
        const month = isoDay(day).slice(0, 7);
        history.expenses.push({
          id: id(),
          description: `${description} ${month.slice(5)}/${month.slice(0, 4)}`,
          amount: money(amount),
          category,
          date: day,
          carId: null,
          receipt: pdf("receipt", `comprovante-${category}-${month}.pdf`, description, [
            `Competência: ${month}`,
            `Valor: ${brl(amount)}`,
          ]),
          createdAt: addHours(day, 13),
        });
      }
    }
    if (random.chance(0.5)) {
      const [subject, message] = random.pick(CONTACT_MESSAGES);
      const createdAt = notAfter(addHours(day, 12 + random.int(0, 10)), now);
      history.tickets.push({
        id: id(),
        ...person(random),
        subject,
        message,
        car: null,
        createdAt,
        resolvedAt: notAfter(addHours(createdAt, random.int(1, 48)), now),
      });
    }
  }
  return history;
}

function addSoldCar(
  history: History,
  random: SeededRandom,
  id: () => string,
  purchaseDay: Date,
  daysToSale: number,
  end: Date,
  now: Date,
) {
  const template = random.pick(DEMO_CARS);
  const yearsAgo = Math.max(0, (end.getTime() - purchaseDay.getTime()) / (365 * DAY_MS));
  const modelYear = yearValueOf(template.year) - Math.floor(yearsAgo) - random.int(0, 2);
  const year = template.year.includes("/") ? `${modelYear - 1}/${modelYear}` : String(modelYear);
  // Prices of years ago: about 5 % lower for every year back.
  const price = Math.max(15_000, Math.round((template.price * (1 - 0.05 * yearsAgo)) / 100) * 100);
  const purchasePrice = Math.round((price * random.range(0.8, 0.9)) / 100) * 100;
  const listedDay = dayPlus(purchaseDay, Math.min(daysToSale - 1, random.int(1, 5)));
  const saleDay = dayPlus(purchaseDay, daysToSale);
  const saleAt = addHours(saleDay, 15 + random.int(0, 5));
  const car: HistoryCar = {
    id: id(),
    brand: template.brand,
    model: template.model,
    year,
    yearValue: yearValueOf(year),
    price: money(price),
    mileage: Math.max(0, template.mileage + Math.round(yearsAgo * 8_000) + random.int(-8_000, 8_000)),
    engine: template.engine,
    transmission: template.transmission,
    fuel: template.fuel,
    color: template.color,
    description: template.description,
    features: template.features,
    specifications: template.specifications,
    isTurbo: template.isTurbo,
    purchasePrice: money(purchasePrice),
    purchaseDate: purchaseDay,
    createdAt: addHours(listedDay, 13 + random.int(0, 6)),
    updatedAt: saleAt,
  };
  history.cars.push(car);
  history.listings.push({
    carId: car.id,
    firstDay: listedDay,
    lastDay: saleDay,
    appeal: (price < 80_000 ? 1.3 : price > 250_000 ? 0.7 : 1) * random.range(0.6, 1.4),
  });
  const title = `${car.brand} ${car.model} ${car.year}`;

  // Who sold it to the dealer: a private owner most of the time, a company now and then.
  const sellerIsCompany = random.chance(0.15);
  const seller = sellerIsCompany ? random.pick(COMPANY_NAMES) : person(random).name;
  const sellerDocument = sellerIsCompany ? generateCnpj(random) : generateCpf(random);
  history.invoices.push({
    id: id(),
    type: "purchase",
    carId: car.id,
    carBrand: car.brand,
    carModel: car.model,
    carYear: car.year,
    clientName: seller,
    clientDocument: sellerDocument,
    amount: car.purchasePrice,
    issueDate: purchaseDay,
    description: `Compra do veículo ${title}`,
    createdAt: addHours(purchaseDay, 11),
  });

  // The buyer: a person, or a company (invoice in its CNPJ).
  const buyer = person(random);
  const buyerIsCompany = random.chance(0.08);
  const clientName = buyerIsCompany ? random.pick(COMPANY_NAMES) : buyer.name;
  const clientDocument = buyerIsCompany ? generateCnpj(random) : generateCpf(random);
  const [paymentMethod, paymentDetails] = weightedPayment(random);
  const salePrice = price - Math.round((random.range(0, 0.04) * price) / 100) * 100;
  const salesperson = random.pick(SELLERS);
  if (random.chance(0.04) && daysToSale > 6) {
    // A first buyer who gave up (financing refused): the cancelled sale stays on record.
    const cancelledDay = dayPlus(saleDay, -random.int(2, Math.min(20, daysToSale - 3)));
    const other = person(random);
    history.sales.push({
      id: id(),
      carId: car.id,
      carBrand: car.brand,
      carModel: car.model,
      carYear: car.year,
      clientName: other.name,
      clientPhone: other.phone,
      clientEmail: other.email,
      clientDocument: generateCpf(random),
      salePrice: money(salePrice),
      paymentMethod: "financing",
      paymentDetails: "Financiamento em 60 parcelas",
      salesperson,
      status: "cancelled",
      saleDate: cancelledDay,
      notes: "Financiamento recusado pelo banco.",
      closedAt: null,
      commissionPercent: null,
      createdAt: addHours(cancelledDay, 16),
    });
  }
  history.sales.push({
    id: id(),
    carId: car.id,
    carBrand: car.brand,
    carModel: car.model,
    carYear: car.year,
    clientName,
    clientPhone: buyer.phone,
    clientEmail: buyer.email,
    clientDocument,
    salePrice: money(salePrice),
    paymentMethod,
    paymentDetails,
    salesperson,
    status: "closed",
    saleDate: saleDay,
    notes: random.chance(0.2) ? "Transferência pelo despachante da loja." : null,
    closedAt: saleAt,
    commissionPercent: null,
    createdAt: saleAt,
  });
  history.invoices.push({
    id: id(),
    type: "sale",
    carId: car.id,
    carBrand: car.brand,
    carModel: car.model,
    carYear: car.year,
    clientName,
    clientDocument,
    amount: money(salePrice),
    issueDate: saleDay,
    description: `Venda do veículo ${title}`,
    createdAt: addHours(saleAt, 1),
  });

  // What the car cost between purchase and sale, most with a receipt.
  for (const [category, description, low, high] of CAR_EXPENSES) {
    if (category !== "maintenance" && !random.chance(0.35)) continue;
    const amount = Math.round(random.range(low, high));
    const date = dayPlus(purchaseDay, random.int(0, Math.max(0, daysToSale - 1)));
    history.expenses.push({
      id: id(),
      description: `${description} — ${title}`,
      amount: money(amount),
      category,
      date,
      carId: car.id,
      receipt: random.chance(0.8)
        ? pdf("receipt", `recibo-${isoDay(date)}-${car.id.slice(-6)}.pdf`, description, [title, brl(amount)])
        : null,
      createdAt: addHours(date, 10 + random.int(0, 8)),
    });
  }

  // The papers: the sale contract and the car's registration (CRLV), valid to the end of its year.
  history.documents.push({
    id: id(),
    title: `Contrato de compra e venda — ${title}`,
    type: "contract",
    carId: car.id,
    clientName,
    file: pdf("document", `contrato-${car.id.slice(-8)}.pdf`, "Contrato de compra e venda", [
      title,
      `Comprador: ${clientName}`,
      `Valor: ${brl(salePrice)}`,
    ]),
    expiryDate: null,
    createdAt: addHours(saleAt, 2),
  });
  history.documents.push({
    id: id(),
    title: `CRLV — ${title}`,
    type: "vehicle_doc",
    carId: car.id,
    clientName: null,
    file: pdf("document", `crlv-${car.id.slice(-8)}.pdf`, "CRLV", [
      title,
      `Exercício ${purchaseDay.getUTCFullYear()}`,
    ]),
    expiryDate: new Date(Date.UTC(purchaseDay.getUTCFullYear(), 11, 31)),
    createdAt: addHours(purchaseDay, 12),
  });

  // The interest it drew while on show: two to six messages about it.
  const shownDays = Math.max(1, Math.round((saleDay.getTime() - listedDay.getTime()) / DAY_MS));
  for (let n = random.int(2, 6); n > 0; n--) {
    const createdAt = notAfter(
      addHours(dayPlus(listedDay, random.int(0, shownDays - 1)), 11 + random.int(0, 11)),
      now,
    );
    history.tickets.push({
      id: id(),
      ...person(random),
      subject: "interesse_veiculo",
      message: `Tenho interesse no ${car.brand} ${car.model}. Ainda está disponível? Aceita troca?`,
      car,
      createdAt,
      resolvedAt: notAfter(addHours(createdAt, random.int(1, 30)), now),
    });
  }
}

function weightedPayment(random: SeededRandom): [PaymentMethod, string | null] {
  let draw = random.next();
  for (const [method, details, weight] of PAYMENTS) {
    if (draw < weight) return [method, details];
    draw -= weight;
  }
  return ["cash", null];
}
