import { TICKET_RESOLVED_VISIBLE_HOURS } from "@/lib/constants/contact";
import type {
  DocumentType,
  ExpenseCategory,
  InvoiceStatus,
  InvoiceType,
  PaymentMethod,
  SaleStatus,
  TicketStatus,
  TicketSubject,
} from "@/lib/db/generated/client";
import { formatMileage } from "@/lib/format/mileage";
import { formatMoney } from "@/lib/format/money";
import { saoPauloDay } from "@/lib/format/dates";
import { addDays, addHours } from "@/prisma/demo/dates";
import { numberInvoices } from "@/prisma/demo/invoices";
import { hashSeed, seededRandom, type SeededRandom } from "@/prisma/demo/random";
import type { DemoCar } from "@/prisma/demo/stock";
import { generateCnpj, generateCpf } from "@/prisma/demo/taxpayer-ids";

// Demo admin data built from the seeded cars: contact tickets, sales, expenses, documents and invoices.
// Pure functions returning plain objects ready for Prisma; every date is relative to `now`, so the demo always looks
// current (recent tickets, documents about to expire).

export type SeededCar = DemoCar & { id: string };

export type StaffRefs = {
  vendedor: { id: string | null; name: string };
  gerente: { id: string | null; name: string };
};

/** The demo staff's commission rates, in percent (the roles tab's 'Comissão (%)'). */
export const DEMO_COMMISSION_PERCENT = { vendedor: "1.50", gerente: "1.00" } as const;

/** A private file to generate (prisma/demo/files.ts turns it into bytes). */
export type DemoFileSpec = {
  kind: "receipt" | "document";
  fileName: string;
  format: "pdf" | "jpeg" | "png";
  title: string;
  lines: string[];
};

export type DemoTicket = {
  name: string;
  email: string | null;
  phone: string;
  subject: TicketSubject;
  message: string;
  status: TicketStatus;
  carId: string | null;
  carBrand: string | null;
  carModel: string | null;
  carYear: string | null;
  carPrice: string | null;
  carMileage: number | null;
  carEngine: string | null;
  carFuel: string | null;
  carColor: string | null;
  carTransmission: string | null;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type DemoSale = {
  carId: string;
  carBrand: string;
  carModel: string;
  carYear: string;
  clientName: string;
  clientPhone: string;
  clientEmail: string | null;
  clientDocument: string;
  salePrice: string;
  paymentMethod: PaymentMethod;
  paymentDetails: string | null;
  salesperson: string;
  salespersonId: string | null;
  status: SaleStatus;
  saleDate: Date;
  notes: string | null;
  /** When a closed sale closed (its creation here); null otherwise. */
  closedAt: Date | null;
  /** The seller's commission rate a closed sale stored; null otherwise. */
  commissionPercent: string | null;
  createdAt: Date;
};

export type DemoExpense = {
  description: string;
  amount: string;
  category: ExpenseCategory;
  date: Date;
  carId: string | null;
  receipt: DemoFileSpec | null;
  createdAt: Date;
};

export type DemoDocument = {
  title: string;
  type: DocumentType;
  carId: string | null;
  clientName: string | null;
  file: DemoFileSpec;
  expiryDate: Date | null;
  createdAt: Date;
};

export type DemoInvoice = {
  type: InvoiceType;
  number: string;
  carId: string | null;
  carBrand: string | null;
  carModel: string | null;
  carYear: string | null;
  clientName: string;
  clientDocument: string;
  amount: string;
  issueDate: Date;
  status: InvoiceStatus;
  description: string;
  createdAt: Date;
};

export type DemoBusiness = {
  tickets: DemoTicket[];
  sales: DemoSale[];
  expenses: DemoExpense[];
  documents: DemoDocument[];
  invoices: DemoInvoice[];
  /** Last invoice sequence used per month ("202611" → 3), for the InvoiceCounter table. */
  invoiceCounters: Array<{ period: string; lastValue: number }>;
};

// ---------------------------------------------------------------------------------------------------------------
// Small formatting helpers

const money = (value: number) => value.toFixed(2);

/** "R$ 1.290,00" with a plain space: the text goes into 7-bit PDFs and pictures of paper. */
const brl = (value: number) => formatMoney(value).replace(/\u00a0/g, " ");

const carTitle = (car: DemoCar) => `${car.brand} ${car.model} ${car.year}`;

function carSnapshot(car: SeededCar) {
  return {
    carId: car.id,
    carBrand: car.brand,
    carModel: car.model,
    carYear: car.year,
    carPrice: money(car.price),
    carMileage: car.mileage,
    carEngine: car.engine,
    carFuel: car.fuel,
    carColor: car.color,
    carTransmission: car.transmission,
  };
}

const NO_CAR = {
  carId: null,
  carBrand: null,
  carModel: null,
  carYear: null,
  carPrice: null,
  carMileage: null,
  carEngine: null,
  carFuel: null,
  carColor: null,
  carTransmission: null,
};

function byKey(cars: SeededCar[]) {
  const map = new Map(cars.map((car) => [car.key, car]));
  return (key: string): SeededCar => {
    const car = map.get(key);
    if (!car) throw new Error(`demo car ${key} is missing`);
    return car;
  };
}

/** Clamps a date-only value to at most `latest` (so nothing is dated in the future). */
const notAfter = (date: Date, latest: Date) => (date.getTime() > latest.getTime() ? latest : date);

// ---------------------------------------------------------------------------------------------------------------
// What every builder below reads: the cars by key, the demo's "today", the staff and one random sequence (drawn in
// a fixed order: closed sales, open sales, then purchase invoices, so the CPF and CNPJ numbers never change).

type Demo = {
  cars: SeededCar[];
  car: (key: string) => SeededCar;
  now: Date;
  today: Date;
  staff: StaffRefs;
  random: SeededRandom;
};

const hoursAgo = (demo: Demo, hours: number) => addHours(demo.now, -hours);

export function buildDemoBusiness(cars: SeededCar[], now: Date, staff: StaffRefs): DemoBusiness {
  const demo: Demo = {
    cars,
    car: byKey(cars),
    now,
    today: saoPauloDay(now),
    staff,
    random: seededRandom(hashSeed("auto-premium-demo-business")),
  };
  const tickets = demoTickets(demo);
  const sales = [...closedSales(demo), ...OPEN_SALES.map((plan) => openSale(demo, plan))];
  const expenses = demoExpenses(demo);
  const documents = [...clientDocuments(demo, sales), ...storeDocuments(demo)];
  const { invoices, invoiceCounters } = numberInvoices([
    ...saleInvoiceDrafts(sales, now),
    ...purchaseInvoiceDrafts(demo),
    pendingSaleInvoiceDraft(demo, sales),
  ]);
  return { tickets, sales, expenses, documents, invoices, invoiceCounters };
}

// ---------------------------------------------------------------------------------------------------------------
// Tickets: purchase proposals (car snapshot) and contact messages.

type Person = { name: string; email: string | null; phone: string };

type TicketPlan = {
  /** A proposal names its car; a contact message its subject. */
  about: { carKey: string } | { subject: TicketSubject };
  person: Person;
  message: string;
  createdHoursAgo: number;
  resolvedHoursAgo?: number;
};

const RECENTLY_RESOLVED = Math.max(1, TICKET_RESOLVED_VISIBLE_HOURS - 5);

const TICKETS: TicketPlan[] = [
  {
    about: { carKey: "toyota-corolla-xei" },
    person: { name: "Ana Paula Ribeiro", email: "ana.ribeiro@exemplo.com.br", phone: "11987412563" },
    message:
      "Olá! Tenho interesse no Corolla XEi. Consigo dar meu Onix 2019 como parte do pagamento e financiar o restante em 36 vezes?",
    createdHoursAgo: 2,
  },
  {
    about: { carKey: "mercedes-c300-blindado" },
    person: { name: "Eduardo Tavares", email: "eduardo.tavares@exemplo.com.br", phone: "11991827364" },
    message:
      "Boa tarde. Gostaria de ver o C 300 blindado ainda esta semana. A blindagem tem garantia? Pago à vista.",
    createdHoursAgo: 5,
  },
  {
    about: { carKey: "jeep-compass-longitude" },
    person: { name: "Marcos Vinícius Almeida", email: null, phone: "19998234517" },
    message: "Faço R$ 142.000,00 à vista no Compass. Se topar, passo aí amanhã para fechar.",
    createdHoursAgo: 27,
  },
  {
    about: { carKey: "byd-dolphin" },
    person: { name: "Camila Nogueira", email: "camila.nogueira@exemplo.com.br", phone: "11976543219" },
    message:
      "Quero saber se o carregador de parede vai junto com o Dolphin e se a bateria está com 100% de saúde.",
    createdHoursAgo: 70,
    resolvedHoursAgo: RECENTLY_RESOLVED,
  },
  {
    about: { subject: "agendamento_visita" },
    person: { name: "Fernanda Lima", email: "fernanda.lima@exemplo.com.br", phone: "11984561230" },
    message: "Gostaria de agendar um test drive do BMW 320i no sábado pela manhã. É possível?",
    createdHoursAgo: 20,
  },
  {
    about: { subject: "financiamento" },
    person: { name: "João Pedro Martins", email: "joaopedro.martins@exemplo.com.br", phone: "21987650123" },
    message:
      "Qual a taxa para financiar o Tracker Premier em 48 meses com 30% de entrada? Sou autônomo, consigo aprovação?",
    createdHoursAgo: 46,
  },
  {
    about: { subject: "avaliacao_veiculo" },
    person: { name: "Patrícia Gomes", email: "patricia.gomes@exemplo.com.br", phone: "11995432178" },
    message:
      "Quero avaliar meu HB20 2019 com 62 mil km para dar de entrada em um SUV. Posso levar o carro na loja?",
    createdHoursAgo: 98,
  },
  {
    about: { subject: "pos_venda" },
    person: { name: "Ricardo Menezes", email: "ricardo.menezes@exemplo.com.br", phone: "11982345671" },
    message:
      "Comprei o Civic no mês passado e ainda não recebi o documento transferido. Podem verificar com o despachante?",
    createdHoursAgo: 150,
    resolvedHoursAgo: 126,
  },
  {
    about: { subject: "outros" },
    person: { name: "Luciana Prado", email: "luciana.prado@exemplo.com.br", phone: "1134567812" },
    message: "Vocês compram carros blindados? Tenho uma SW4 2019 blindada nível III-A com 70 mil km.",
    createdHoursAgo: 30,
  },
  {
    about: { subject: "contato_general" },
    person: { name: "Gabriel Rocha", email: "gabriel.rocha@exemplo.com.br", phone: "11973216548" },
    message: "Bom dia! A loja abre aos domingos? Queria passar para conhecer o estoque com a minha esposa.",
    createdHoursAgo: 0.5,
  },
];

function demoTickets(demo: Demo): DemoTicket[] {
  return TICKETS.map((plan): DemoTicket => {
    const createdAt = hoursAgo(demo, plan.createdHoursAgo);
    const resolvedAt = plan.resolvedHoursAgo === undefined ? null : hoursAgo(demo, plan.resolvedHoursAgo);
    const proposal = "carKey" in plan.about;
    return {
      ...plan.person,
      subject: "carKey" in plan.about ? "interesse_veiculo" : plan.about.subject,
      message: plan.message,
      status: resolvedAt ? "resolved" : proposal ? "proposal" : "pending",
      ...("carKey" in plan.about ? carSnapshot(demo.car(plan.about.carKey)) : NO_CAR),
      resolvedAt,
      createdAt,
      updatedAt: resolvedAt ?? createdAt,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Sales: a closed sale for every sold car, two in negotiation and one cancelled.

type Seller = "vendedor" | "gerente";

const sellerFor = (demo: Demo, who: Seller) => ({
  salesperson: demo.staff[who].name,
  salespersonId: demo.staff[who].id,
});

type SoldPlan = {
  client: string;
  phone: string;
  email: string | null;
  document: "cpf" | "cnpj";
  payment: PaymentMethod;
  details: string | null;
  seller: Seller;
  discount: number;
  afterDays: number;
  notes: string | null;
};

/** The sale of each sold car of the stock, by car key. */
const SOLD_PLANS: Record<string, SoldPlan> = {
  "honda-civic-touring": {
    client: "Ricardo Menezes",
    phone: "11982345671",
    email: "ricardo.menezes@exemplo.com.br",
    document: "cpf",
    payment: "financing",
    details: "Entrada de R$ 50.000,00 e saldo financiado em 36 parcelas",
    seller: "vendedor",
    discount: 2_900,
    afterDays: 132,
    notes: "Cliente pediu a transferência pelo despachante da loja.",
  },
  "ford-ranger-limited": {
    client: "Construtora Horizonte Ltda",
    phone: "1133221144",
    email: "compras@construtorahorizonte.com.br",
    document: "cnpj",
    payment: "cash",
    details: "Transferência bancária (TED) à vista",
    seller: "gerente",
    discount: 4_900,
    afterDays: 120,
    notes: "Veículo para a frota da empresa; nota fiscal em nome do CNPJ.",
  },
  "jeep-renegade-longitude": {
    client: "Beatriz Carvalho",
    phone: "11996547812",
    email: "beatriz.carvalho@exemplo.com.br",
    document: "cpf",
    payment: "exchange",
    details: "Troca por um Fiat Argo 2019 avaliado em R$ 52.000,00 + R$ 55.000,00 via PIX",
    seller: "vendedor",
    discount: 2_900,
    afterDays: 70,
    notes: null,
  },
  "hyundai-hb20-platinum": {
    client: "Thiago Oliveira",
    phone: "11978451236",
    email: "thiago.oliveira@exemplo.com.br",
    document: "cpf",
    payment: "consorcio",
    details: "Carta de consórcio contemplada + R$ 12.000,00 de complemento",
    seller: "gerente",
    discount: 1_900,
    afterDays: 111,
    notes: null,
  },
};

function closedSales(demo: Demo): DemoSale[] {
  const latestClosingDay = addDays(demo.today, -3);
  return demo.cars
    .filter((c) => c.status === "sold")
    .map((soldCar): DemoSale => {
      const plan = SOLD_PLANS[soldCar.key];
      if (!plan) throw new Error(`no demo sale for sold car ${soldCar.key}`);
      const saleDate = notAfter(addDays(soldCar.purchaseDate, plan.afterDays), latestClosingDay);
      return {
        carId: soldCar.id,
        carBrand: soldCar.brand,
        carModel: soldCar.model,
        carYear: soldCar.year,
        clientName: plan.client,
        clientPhone: plan.phone,
        clientEmail: plan.email,
        clientDocument: plan.document === "cpf" ? generateCpf(demo.random) : generateCnpj(demo.random),
        salePrice: money(soldCar.price - plan.discount),
        paymentMethod: plan.payment,
        paymentDetails: plan.details,
        ...sellerFor(demo, plan.seller),
        status: "closed",
        saleDate,
        notes: plan.notes,
        closedAt: addHours(saleDate, 14),
        commissionPercent: demo.staff[plan.seller].id ? DEMO_COMMISSION_PERCENT[plan.seller] : null,
        createdAt: addHours(saleDate, 14),
      };
    });
}

type OpenSalePlan = {
  carKey: string;
  client: { name: string; phone: string; email: string | null };
  status: SaleStatus;
  payment: PaymentMethod;
  details: string;
  seller: Seller;
  daysAgo: number;
  discount: number;
  notes: string | null;
};

const OPEN_SALES: OpenSalePlan[] = [
  {
    carKey: "jeep-compass-longitude",
    client: { name: "Marcos Vinícius Almeida", phone: "19998234517", email: null },
    status: "negotiating",
    payment: "cash",
    details: "Proposta à vista, aguardando vistoria cautelar",
    seller: "vendedor",
    daysAgo: 1,
    discount: 6_900,
    notes: "Cliente enviou proposta pelo site; contraproposta de R$ 144.900,00.",
  },
  {
    carKey: "kia-sportage-hev",
    client: { name: "Helena Duarte", phone: "11987123456", email: "helena.duarte@exemplo.com.br" },
    status: "negotiating",
    payment: "installments",
    details: "Entrada de R$ 80.000,00 + 24 parcelas no boleto",
    seller: "gerente",
    daysAgo: 4,
    discount: 5_000,
    notes: null,
  },
  {
    carKey: "nissan-kicks-advance",
    client: { name: "Rodrigo Antunes", phone: "11991234987", email: "rodrigo.antunes@exemplo.com.br" },
    status: "cancelled",
    payment: "financing",
    details: "Financiamento em 60 parcelas",
    seller: "vendedor",
    daysAgo: 20,
    discount: 1_900,
    notes: "Financiamento não aprovado pelo banco; cliente desistiu da compra.",
  },
];

function openSale(demo: Demo, plan: OpenSalePlan): DemoSale {
  const saleCar = demo.car(plan.carKey);
  const saleDate = addDays(demo.today, -plan.daysAgo);
  const closed = plan.status === "closed";
  return {
    carId: saleCar.id,
    carBrand: saleCar.brand,
    carModel: saleCar.model,
    carYear: saleCar.year,
    clientName: plan.client.name,
    clientPhone: plan.client.phone,
    clientEmail: plan.client.email,
    clientDocument: generateCpf(demo.random),
    salePrice: money(saleCar.price - plan.discount),
    paymentMethod: plan.payment,
    paymentDetails: plan.details,
    ...sellerFor(demo, plan.seller),
    status: plan.status,
    saleDate,
    notes: plan.notes,
    closedAt: closed ? notAfter(addHours(saleDate, 15), demo.now) : null,
    commissionPercent: closed && demo.staff[plan.seller].id ? DEMO_COMMISSION_PERCENT[plan.seller] : null,
    createdAt: notAfter(addHours(saleDate, 15), demo.now),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Expenses over every category, some linked to cars, a few with a receipt.

const receipt = (
  fileName: string,
  format: DemoFileSpec["format"],
  title: string,
  lines: string[],
): DemoFileSpec => ({ kind: "receipt", fileName, format, title, lines });

/** An expense of the store, `daysAgo` days before today. */
function expense(
  demo: Demo,
  category: ExpenseCategory,
  description: string,
  amount: number,
  daysAgo: number,
  file: DemoFileSpec | null = null,
): DemoExpense {
  const date = addDays(demo.today, -daysAgo);
  return {
    description,
    amount: money(amount),
    category,
    date,
    carId: null,
    receipt: file,
    createdAt: notAfter(addHours(date, 13 + (daysAgo % 5)), demo.now),
  };
}

/** An expense on a stock car, dated a few days after its purchase. */
function carExpense(
  demo: Demo,
  category: ExpenseCategory,
  description: string,
  amount: number,
  carKey: string,
  daysAfterPurchase: number,
  file: DemoFileSpec | null = null,
): DemoExpense {
  const stockCar = demo.car(carKey);
  const date = notAfter(addDays(stockCar.purchaseDate, daysAfterPurchase), demo.today);
  return {
    description,
    amount: money(amount),
    category,
    date,
    carId: stockCar.id,
    receipt: file,
    createdAt: notAfter(addHours(date, 14), demo.now),
  };
}

function demoExpenses(demo: Demo): DemoExpense[] {
  const corolla = demo.car("toyota-corolla-xei");
  const bmw = demo.car("bmw-320i-msport");
  return [
    expense(demo, "marketing", "Anúncios patrocinados em redes sociais (campanha do mês)", 2_800, 12),
    expense(demo, "marketing", "Destaque de anúncios em portais de classificados", 1_450, 41),
    carExpense(
      demo,
      "vehicles",
      "Vistoria cautelar e transferência do Jeep Compass",
      980,
      "jeep-compass-longitude",
      2,
    ),
    carExpense(demo, "vehicles", "Despachante: documentação da Hilux SRX", 650, "toyota-hilux-srx", 3),
    expense(demo, "employees", "Comissões de vendas do mês", 8_400, 8),
    expense(demo, "employees", "Folha de pagamento da equipe de pátio", 12_600, 8),
    expense(demo, "rent", "Aluguel do showroom (mês atual)", 18_500, 5),
    expense(demo, "rent", "Aluguel do showroom (mês anterior)", 18_500, 35),
    expense(demo, "taxes", "IPVA dos veículos em estoque (parcela)", 4_320.75, 26),
    expense(demo, "taxes", "DAS do Simples Nacional", 6_980.4, 18),
    carExpense(
      demo,
      "maintenance",
      "Revisão de 40 mil km do Toyota Corolla XEi",
      1_290,
      corolla.key,
      4,
      receipt("recibo-revisao-corolla.pdf", "pdf", "Recibo de serviço", [
        `Revisão de 40.000 km: ${carTitle(corolla)}`,
        "Troca de óleo, filtros e fluido de freio",
        `Valor: ${brl(1_290)}`,
      ]),
    ),
    carExpense(
      demo,
      "maintenance",
      "Polimento técnico e higienização interna do BMW 320i",
      680,
      bmw.key,
      6,
      receipt("nota-polimento-bmw.jpg", "jpeg", "Estética automotiva", [
        `Polimento e higienização: ${carTitle(bmw)}`,
        `Valor: ${brl(680)}`,
      ]),
    ),
    carExpense(
      demo,
      "maintenance",
      "Jogo de pneus novos para a Mitsubishi L200",
      3_200,
      "mitsubishi-l200-triton",
      5,
    ),
    expense(
      demo,
      "other",
      "Café, água e material de limpeza",
      420.5,
      3,
      receipt("cupom-mercado.png", "png", "Cupom de compra", [
        "Café, água mineral e material de limpeza",
        `Total: ${brl(420.5)}`,
      ]),
    ),
    expense(demo, "other", "Seguro do estoque (parcela mensal)", 2_150, 15),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Documents of every type: expired, expiring within 2 days, valid and without expiry.

const pdf = (fileName: string, title: string, lines: string[]): DemoFileSpec => ({
  kind: "document",
  fileName,
  format: "pdf",
  title,
  lines,
});

/** A client's documents: a sale's contract, a consignment's contract and two copies of a driving licence. */
function clientDocuments(demo: Demo, sales: DemoSale[]): DemoDocument[] {
  const { car, today } = demo;
  const civic = car("honda-civic-touring");
  const civicSale = sales.find((sale) => sale.carId === civic.id);
  return [
    {
      title: "Contrato de compra e venda: Honda Civic Touring",
      type: "contract",
      carId: civic.id,
      clientName: "Ricardo Menezes",
      file: pdf("contrato-civic-touring.pdf", "Contrato de compra e venda", [
        `Veículo: ${carTitle(civic)}, cor ${civic.color}`,
        "Comprador: Ricardo Menezes",
        `Valor: ${brl(Number(civicSale?.salePrice ?? civic.price))}`,
      ]),
      expiryDate: null,
      createdAt: civicSale ? addHours(civicSale.saleDate, 16) : hoursAgo(demo, 24 * 40),
    },
    {
      title: "Contrato de consignação: Porsche Macan",
      type: "contract",
      carId: car("porsche-macan").id,
      clientName: "Alexandre Figueiredo",
      file: pdf("consignacao-macan.pdf", "Contrato de consignação", [
        `Veículo: ${carTitle(car("porsche-macan"))}`,
        "Consignante: Alexandre Figueiredo",
        "Prazo de 90 dias, renovável",
      ]),
      expiryDate: addDays(today, 45),
      createdAt: hoursAgo(demo, 24 * 45),
    },
    {
      title: "CNH de Ricardo Menezes",
      type: "cnh",
      carId: null,
      clientName: "Ricardo Menezes",
      file: {
        kind: "document",
        fileName: "cnh-ricardo-menezes.jpg",
        format: "jpeg",
        title: "CNH (cópia)",
        lines: ["Ricardo Menezes", "Cópia para cadastro"],
      },
      expiryDate: addDays(today, 2),
      createdAt: hoursAgo(demo, 24 * 60),
    },
    {
      title: "CNH de Juliana Castro",
      type: "cnh",
      carId: null,
      clientName: "Juliana Castro",
      file: {
        kind: "document",
        fileName: "cnh-juliana-castro.png",
        format: "png",
        title: "CNH (cópia)",
        lines: ["Juliana Castro", "Cópia para cadastro"],
      },
      expiryDate: addDays(today, -12),
      createdAt: hoursAgo(demo, 24 * 90),
    },
  ];
}

/** The cars' papers and the store's own licences. */
function storeDocuments(demo: Demo): DemoDocument[] {
  const { car, today } = demo;
  return [
    {
      title: "CRLV do Jeep Compass Longitude",
      type: "vehicle_doc",
      carId: car("jeep-compass-longitude").id,
      clientName: null,
      file: pdf("crlv-compass.pdf", "Certificado de Registro e Licenciamento", [
        carTitle(car("jeep-compass-longitude")),
        "Licenciamento em dia",
      ]),
      expiryDate: addDays(today, 210),
      createdAt: hoursAgo(demo, 24 * 55),
    },
    {
      title: "Laudo de blindagem do Mercedes-Benz C 300",
      type: "vehicle_doc",
      carId: car("mercedes-c300-blindado").id,
      clientName: null,
      file: pdf("laudo-blindagem-c300.pdf", "Laudo de blindagem", [
        carTitle(car("mercedes-c300-blindado")),
        "Nível de proteção III-A",
      ]),
      expiryDate: today,
      createdAt: hoursAgo(demo, 24 * 90),
    },
    {
      title: "Alvará de funcionamento da loja",
      type: "internal",
      carId: null,
      clientName: null,
      file: pdf("alvara-funcionamento.pdf", "Alvará de funcionamento", [
        "Comércio de veículos automotores usados",
        "Av. Europa, 1200 - São Paulo - SP",
      ]),
      expiryDate: addDays(today, -4),
      createdAt: hoursAgo(demo, 24 * 150),
    },
    {
      title: "AVCB: Auto de Vistoria do Corpo de Bombeiros",
      type: "internal",
      carId: null,
      clientName: null,
      file: pdf("avcb-showroom.pdf", "Auto de Vistoria do Corpo de Bombeiros", [
        "Showroom e pátio de veículos",
        "Vistoria aprovada",
      ]),
      expiryDate: addDays(today, 320),
      createdAt: hoursAgo(demo, 24 * 120),
    },
    {
      title: "Procuração para transferência da Ford Ranger",
      type: "other",
      carId: car("ford-ranger-limited").id,
      clientName: "Construtora Horizonte Ltda",
      file: pdf("procuracao-ranger.pdf", "Procuração", [
        carTitle(car("ford-ranger-limited")),
        "Outorgante: Construtora Horizonte Ltda",
      ]),
      expiryDate: null,
      createdAt: hoursAgo(demo, 24 * 30),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices: sale invoices for the closed sales (and the cancelled one), purchase invoices for some stock, and one
// issued for a sale still in negotiation. numberInvoices gives them their NF numbers.

type InvoiceDraft = Omit<DemoInvoice, "number">;

function saleInvoiceDrafts(sales: DemoSale[], now: Date): InvoiceDraft[] {
  return sales
    .filter((s) => s.status !== "negotiating")
    .map((sale, index): InvoiceDraft => {
      const cancelled = sale.status === "cancelled";
      return {
        type: "sale",
        carId: sale.carId,
        carBrand: sale.carBrand,
        carModel: sale.carModel,
        carYear: sale.carYear,
        clientName: sale.clientName,
        clientDocument: sale.clientDocument,
        amount: sale.salePrice,
        issueDate: sale.saleDate,
        status: cancelled ? "cancelled" : index === 1 ? "sent" : "paid",
        description: `Venda do veículo ${sale.carBrand} ${sale.carModel} ${sale.carYear}${cancelled ? " (cancelada: financiamento não aprovado)" : ""}`,
        createdAt: notAfter(addHours(sale.saleDate, 17), now),
      };
    });
}

/** Who sold the store some of its stock. */
const PURCHASED_FROM: Array<{ key: string; name: string; company: boolean }> = [
  { key: "toyota-corolla-xei", name: "Sérgio Lopes", company: false },
  { key: "mercedes-c300-blindado", name: "Locadora Executiva Paulista Ltda", company: true },
  { key: "toyota-hilux-srx", name: "Agropecuária Vale Verde Ltda", company: true },
  { key: "bmw-320i-msport", name: "Cláudia Ferraz", company: false },
  { key: "volvo-xc60-recharge", name: "Henrique Bastos", company: false },
];

function purchaseInvoiceDrafts(demo: Demo): InvoiceDraft[] {
  return PURCHASED_FROM.map((seller): InvoiceDraft => {
    const stockCar = demo.car(seller.key);
    return {
      type: "purchase",
      carId: stockCar.id,
      carBrand: stockCar.brand,
      carModel: stockCar.model,
      carYear: stockCar.year,
      clientName: seller.name,
      clientDocument: seller.company ? generateCnpj(demo.random) : generateCpf(demo.random),
      amount: money(stockCar.purchasePrice),
      issueDate: stockCar.purchaseDate,
      status: "paid",
      description: `Compra do veículo ${carTitle(stockCar)}, ${formatMileage(stockCar.mileage)}, para revenda`,
      createdAt: addHours(stockCar.purchaseDate, 15),
    };
  });
}

/** The Kia's invoice, issued yesterday while its sale is still in negotiation. */
function pendingSaleInvoiceDraft(demo: Demo, sales: DemoSale[]): InvoiceDraft {
  const kia = demo.car("kia-sportage-hev");
  return {
    type: "sale",
    carId: kia.id,
    carBrand: "Kia",
    carModel: kia.model,
    carYear: kia.year,
    clientName: "Helena Duarte",
    clientDocument:
      sales.find((s) => s.clientName === "Helena Duarte")?.clientDocument ?? generateCpf(demo.random),
    amount: money(kia.price - 5_000),
    issueDate: addDays(demo.today, -1),
    status: "issued",
    description: `Venda do veículo ${carTitle(kia)} (aguardando confirmação do pagamento)`,
    createdAt: notAfter(addHours(addDays(demo.today, -1), 18), demo.now),
  };
}
