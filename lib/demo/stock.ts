import type { BRANDS, ENGINES, FEATURES, FUELS, TRANSMISSIONS } from "@/lib/constants";
import { TIME_ZONE } from "@/lib/constants";
import type { BodyStyle } from "@/lib/demo/car-art";

// The demo stock seeded into an empty database: a realistic mix for a Brazilian used-car dealer (popular hatches
// and SUVs, pickups, premium sedans, armoured, turbo, hybrid and electric cars). Pure data and small helpers only.

type Brand = (typeof BRANDS)[number];
type Engine = (typeof ENGINES)[number];
type Fuel = (typeof FUELS)[number];
type Transmission = (typeof TRANSMISSIONS)[number];
type Feature = (typeof FEATURES)[number];

export type DemoCarSpec = {
  /** Stable key, used to link demo sales, documents and expenses to cars before they have ids. */
  key: string;
  brand: Brand;
  model: string;
  year: string;
  price: number;
  mileage: number;
  engine: Engine;
  transmission: Transmission;
  fuel: Fuel;
  color: string;
  description: string;
  features: Feature[];
  specifications: Record<string, string>;
  isFeatured: boolean;
  isTurbo: boolean;
  whatsappMessage: string | null;
  bodyStyle: BodyStyle;
  photoCount: number;
  /** Purchase price as a share of the asking price (0.80 to 0.90). */
  purchaseShare: number;
  purchaseDaysAgo: number;
  sold: boolean;
};

export type DemoCar = Omit<DemoCarSpec, "purchaseShare" | "purchaseDaysAgo" | "sold"> & {
  yearValue: number;
  status: "available" | "sold";
  purchasePrice: number;
  /** Date-only: UTC midnight of the São Paulo calendar day. */
  purchaseDate: Date;
  createdAt: Date;
  electric: boolean;
  /** Seed of the car's generated photos. */
  seed: number;
};

// ---------------------------------------------------------------------------------------------------------------
// Helpers shared by the demo modules

const DAY_MS = 24 * 60 * 60 * 1000;

/** The America/Sao_Paulo calendar day of an instant, as a Date at UTC midnight (how date-only columns are stored). */
export function saoPauloDay(instant: Date): Date {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "01";
  return new Date(`${get("year")}-${get("month")}-${get("day")}T00:00:00.000Z`);
}

/** The São Paulo calendar day `days` after (negative: before) the day of `now`, at UTC midnight. */
export function dayOffset(now: Date, days: number): Date {
  return new Date(saoPauloDay(now).getTime() + days * DAY_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 60 * 60 * 1000);
}

/** First number of a year text ("2020/2021" → 2020). */
export function yearValueOf(year: string): number {
  const match = /\d{4}/.exec(year);
  if (!match) throw new Error(`invalid year ${year}`);
  return Number(match[0]);
}

/** 32-bit FNV-1a hash: stable seeds from text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small deterministic random generator (mulberry32). */
export function seededRandom(seed: number) {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length) % items.length]!,
    chance: (p: number) => next() < p,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

// ---------------------------------------------------------------------------------------------------------------
// Feature bundles

const BASIC: Feature[] = [
  "Air bag",
  "Ar condicionado",
  "Trava elétrica",
  "Vidro elétrico",
  "Som",
  "Conexão USB",
];
const COMFORT: Feature[] = [
  ...BASIC,
  "Interface bluetooth",
  "Computador de bordo",
  "Volante multifuncional",
  "Rodas de liga leve",
  "Sensor de ré",
  "Alarme",
];
const PREMIUM: Feature[] = [
  ...COMFORT,
  "Câmera de ré",
  "Controle automático de velocidade",
  "Bancos de couro",
  "Navegador GPS",
];

function features(base: Feature[], ...extra: Feature[]): Feature[] {
  return [...new Set([...base, ...extra])];
}

// ---------------------------------------------------------------------------------------------------------------
// The cars

export const DEMO_CARS: readonly DemoCarSpec[] = [
  {
    key: "toyota-corolla-xei",
    brand: "Toyota",
    model: "Corolla XEi 2.0 Flex",
    year: "2022/2023",
    price: 132_900,
    mileage: 38_500,
    engine: "2.0",
    transmission: "CVT",
    fuel: "Flex",
    color: "Prata",
    description:
      "Corolla XEi com câmbio CVT de 10 marchas simuladas, muito econômico e confortável para o dia a dia e para a estrada. Único dono, todas as revisões feitas na concessionária Toyota e manual completo. Pacote Toyota Safety Sense com frenagem automática e alerta de mudança de faixa.",
    features: features(
      PREMIUM,
      "Único dono",
      "Revisões feitas em concessionária",
      "Com manual",
      "Chave reserva",
    ),
    specifications: {
      Potência: "177 cv (etanol) / 169 cv (gasolina)",
      Torque: "21,4 kgfm",
      Portas: "4",
      "Porta-malas": "470 L",
      Consumo: "11,5 km/l (cidade) / 14,1 km/l (estrada)",
    },
    isFeatured: true,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "sedan",
    photoCount: 6,
    purchaseShare: 0.86,
    purchaseDaysAgo: 24,
    sold: false,
  },
  {
    key: "jeep-compass-longitude",
    brand: "Jeep",
    model: "Compass Longitude T270 Turbo Flex",
    year: "2022/2023",
    price: 149_900,
    mileage: 41_200,
    engine: "1.3",
    transmission: "Automático",
    fuel: "Flex",
    color: "Cinza",
    description:
      "Compass Longitude com o motor T270 turbo flex de 185 cv e câmbio automático de 6 marchas. Central multimídia de 10,1 polegadas com Android Auto e Apple CarPlay sem fio, bancos em couro e piloto automático adaptativo. Pneus novos e revisão de 40 mil km em dia.",
    features: features(PREMIUM, "Revisões feitas em concessionária", "Chave reserva"),
    specifications: {
      Potência: "185 cv (etanol)",
      Torque: "27,5 kgfm",
      Portas: "5",
      "Porta-malas": "410 L",
      Consumo: "10,1 km/l (cidade, gasolina)",
    },
    isFeatured: true,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 7,
    purchaseShare: 0.84,
    purchaseDaysAgo: 61,
    sold: false,
  },
  {
    key: "vw-polo-highline",
    brand: "Volkswagen",
    model: "Polo Highline 200 TSI",
    year: "2023/2024",
    price: 104_900,
    mileage: 19_800,
    engine: "1.0",
    transmission: "Automático",
    fuel: "Flex",
    color: "Vermelho",
    description:
      "Polo Highline com motor 200 TSI turbo e câmbio automático de 6 marchas: ágil, econômico e muito bem equipado. Painel digital Active Info Display, multimídia VW Play e faróis full LED. Baixa quilometragem, ainda na garantia de fábrica.",
    features: features(
      COMFORT,
      "Câmera de ré",
      "Controle automático de velocidade",
      "Único dono",
      "Chave reserva",
    ),
    specifications: {
      Potência: "128 cv (etanol)",
      Torque: "20,4 kgfm",
      Portas: "5",
      "Porta-malas": "300 L",
      Consumo: "12,4 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 5,
    purchaseShare: 0.87,
    purchaseDaysAgo: 15,
    sold: false,
  },
  {
    key: "byd-dolphin",
    brand: "BYD",
    model: "Dolphin EV",
    year: "2024",
    price: 139_900,
    mileage: 12_400,
    engine: "Elétrico",
    transmission: "Automático",
    fuel: "Elétrico",
    color: "Azul",
    description:
      "BYD Dolphin 100% elétrico, ideal para quem roda na cidade e quer gastar pouco: custo por quilômetro muito abaixo de um carro a combustão e isento de rodízio em São Paulo. Bateria Blade com garantia de 8 anos, tela giratória de 12,8 polegadas e carregador de parede incluso.",
    features: features(
      PREMIUM,
      "Único dono",
      "Revisões feitas em concessionária",
      "Chave reserva",
      "Com manual",
    ),
    specifications: {
      Potência: "95 cv",
      Torque: "18,3 kgfm",
      Bateria: "44,9 kWh (Blade)",
      Autonomia: "291 km (Inmetro)",
      Recarga: "AC 7 kW / DC até 60 kW",
      Portas: "5",
      "Porta-malas": "345 L",
    },
    isFeatured: true,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 6,
    purchaseShare: 0.85,
    purchaseDaysAgo: 33,
    sold: false,
  },
  {
    key: "byd-dolphin-mini",
    brand: "BYD",
    model: "Dolphin Mini GL",
    year: "2024/2025",
    price: 104_900,
    mileage: 9_300,
    engine: "Elétrico",
    transmission: "Automático",
    fuel: "Elétrico",
    color: "Verde",
    description:
      "Dolphin Mini elétrico, compacto e fácil de estacionar, perfeito para o trânsito da cidade. Recarrega na tomada de casa durante a noite e roda cerca de 280 km por carga. Seminovo com garantia de fábrica e apenas 9 mil km.",
    features: features(COMFORT, "Câmera de ré", "Único dono", "Chave reserva", "Com manual"),
    specifications: {
      Potência: "75 cv",
      Torque: "13,8 kgfm",
      Bateria: "38 kWh (Blade)",
      Autonomia: "280 km (Inmetro)",
      Recarga: "AC 6,6 kW / DC até 40 kW",
      Portas: "5",
      "Porta-malas": "230 L",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 5,
    purchaseShare: 0.88,
    purchaseDaysAgo: 9,
    sold: false,
  },
  {
    key: "volvo-xc60-recharge",
    brand: "Volvo",
    model: "XC60 Recharge T8 Plus",
    year: "2022/2023",
    price: 309_900,
    mileage: 33_500,
    engine: "2.0",
    transmission: "Automático",
    fuel: "Híbrido",
    color: "Preto",
    description:
      "XC60 Recharge híbrido plug-in com 455 cv combinados e tração integral: desempenho de esportivo com consumo de compacto. Rode até 70 km só no modo elétrico no dia a dia. Teto solar panorâmico, som Harman Kardon, bancos em couro com ventilação e pacote completo de segurança IntelliSafe.",
    features: features(
      PREMIUM,
      "Teto solar",
      "Tração 4x4",
      "Revisões feitas em concessionária",
      "Chave reserva",
      "Com manual",
    ),
    specifications: {
      Potência: "455 cv (combinada)",
      Torque: "72,3 kgfm (combinado)",
      Bateria: "18,8 kWh",
      "Autonomia elétrica": "até 70 km",
      Tração: "Integral (AWD)",
      Portas: "5",
      "Porta-malas": "468 L",
    },
    isFeatured: true,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 8,
    purchaseShare: 0.83,
    purchaseDaysAgo: 74,
    sold: false,
  },
  {
    key: "mercedes-c300-blindado",
    brand: "Mercedes-Benz",
    model: "C 300 AMG Line Blindado",
    year: "2022",
    price: 349_900,
    mileage: 24_800,
    engine: "2.0",
    transmission: "Automático",
    fuel: "Gasolina",
    color: "Preto",
    description:
      "Mercedes-Benz C 300 AMG Line com blindagem nível III-A certificada pelo Exército, vidros com garantia e laudo disponível. Motor 2.0 turbo de 258 cv com sistema EQ Boost, teto solar panorâmico e interior em couro. Carro de garagem, revisado na concessionária.",
    features: features(
      PREMIUM,
      "Blindado",
      "Teto solar",
      "Revisões feitas em concessionária",
      "Chave reserva",
      "Com manual",
    ),
    specifications: {
      Potência: "258 cv",
      Torque: "40,8 kgfm",
      Blindagem: "Nível III-A",
      "0 a 100 km/h": "6,2 s",
      Portas: "4",
      "Porta-malas": "455 L",
    },
    isFeatured: true,
    isTurbo: true,
    whatsappMessage:
      "Olá! Tenho interesse no Mercedes-Benz C 300 AMG Line Blindado. Vocês podem me enviar o laudo da blindagem?",
    bodyStyle: "sedan",
    photoCount: 8,
    purchaseShare: 0.82,
    purchaseDaysAgo: 96,
    sold: false,
  },
  {
    key: "toyota-hilux-srx",
    brand: "Toyota",
    model: "Hilux SRX 2.8 Diesel 4x4",
    year: "2023/2024",
    price: 289_900,
    mileage: 36_200,
    engine: "2.0+",
    transmission: "Automático",
    fuel: "Diesel",
    color: "Branco Perolizado",
    description:
      "Hilux SRX, a versão topo de linha, com motor 2.8 turbodiesel de 204 cv, tração 4x4 com reduzida e câmbio automático de 6 marchas. Capota marítima, santo antônio e protetor de caçamba. Pronta para o trabalho pesado e para a estrada, com todas as revisões na rede Toyota.",
    features: features(
      PREMIUM,
      "Tração 4x4",
      "Revisões feitas em concessionária",
      "Chave reserva",
      "Único dono",
    ),
    specifications: {
      Potência: "204 cv",
      Torque: "50,9 kgfm",
      Tração: "4x4 com reduzida",
      "Carga útil": "1.000 kg",
      Portas: "4",
      Consumo: "9,4 km/l (cidade)",
    },
    isFeatured: true,
    isTurbo: true,
    whatsappMessage: "Olá! A Hilux SRX 2023/2024 ainda está disponível? Vocês aceitam troca?",
    bodyStyle: "pickup",
    photoCount: 7,
    purchaseShare: 0.87,
    purchaseDaysAgo: 47,
    sold: false,
  },
  {
    key: "fiat-strada-volcano",
    brand: "Fiat",
    model: "Strada Volcano 1.3 CVT Cabine Dupla",
    year: "2023",
    price: 99_900,
    mileage: 27_400,
    engine: "1.3",
    transmission: "CVT",
    fuel: "Flex",
    color: "Branco",
    description:
      "Strada Volcano cabine dupla com câmbio CVT, a picape mais vendida do Brasil na versão mais completa. Multimídia de 8,4 polegadas com espelhamento sem fio, rodas de liga leve e capota marítima. Ótima para trabalho e lazer.",
    features: features(COMFORT, "Câmera de ré", "Chave reserva", "Com manual"),
    specifications: {
      Potência: "107 cv (etanol)",
      Torque: "13,7 kgfm",
      Caçamba: "844 L",
      "Carga útil": "650 kg",
      Portas: "4",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "pickup",
    photoCount: 5,
    purchaseShare: 0.86,
    purchaseDaysAgo: 52,
    sold: false,
  },
  {
    key: "chevrolet-onix-lt",
    brand: "Chevrolet",
    model: "Onix LT 1.0 Turbo",
    year: "2022/2023",
    price: 79_900,
    mileage: 45_100,
    engine: "1.0",
    transmission: "Manual",
    fuel: "Flex",
    color: "Branco",
    description:
      "Onix LT 1.0 turbo com câmbio manual de 6 marchas: econômico, com manutenção barata e ótimo valor de revenda. Multimídia MyLink, Wi-Fi nativo e seis airbags. Revisado e com pneus em ótimo estado.",
    features: features(
      BASIC,
      "Interface bluetooth",
      "Computador de bordo",
      "Volante multifuncional",
      "Sensor de ré",
      "Chave reserva",
    ),
    specifications: {
      Potência: "116 cv (etanol)",
      Torque: "16,8 kgfm",
      Portas: "5",
      "Porta-malas": "275 L",
      Consumo: "13,3 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 4,
    purchaseShare: 0.85,
    purchaseDaysAgo: 19,
    sold: false,
  },
  {
    key: "honda-hrv-exl",
    brand: "Honda",
    model: "HR-V EXL 1.5 Turbo",
    year: "2023/2024",
    price: 159_900,
    mileage: 18_700,
    engine: "1.5",
    transmission: "CVT",
    fuel: "Gasolina",
    color: "Cinza",
    description:
      "Novo HR-V EXL com motor 1.5 turbo de 177 cv e câmbio CVT, o mais potente da categoria. Pacote Honda Sensing com frenagem automática, piloto automático adaptativo e assistente de permanência em faixa. Único dono e garantia de fábrica vigente.",
    features: features(
      PREMIUM,
      "Único dono",
      "Revisões feitas em concessionária",
      "Com manual",
      "Chave reserva",
    ),
    specifications: {
      Potência: "177 cv",
      Torque: "24,5 kgfm",
      Portas: "5",
      "Porta-malas": "354 L",
      Consumo: "11,3 km/l (cidade)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 6,
    purchaseShare: 0.88,
    purchaseDaysAgo: 28,
    sold: false,
  },
  {
    key: "hyundai-creta-platinum",
    brand: "Hyundai",
    model: "Creta Platinum 1.0 TGDI",
    year: "2022/2023",
    price: 124_900,
    mileage: 33_900,
    engine: "1.0",
    transmission: "Automático",
    fuel: "Flex",
    color: "Azul",
    description:
      "Creta Platinum com motor 1.0 turbo e câmbio automático de 6 marchas, a versão mais equipada. Teto solar, bancos em couro, carregador por indução e painel digital. Revisões em dia na concessionária Hyundai.",
    features: features(PREMIUM, "Teto solar", "Revisões feitas em concessionária", "Chave reserva"),
    specifications: {
      Potência: "120 cv (etanol)",
      Torque: "17,5 kgfm",
      Portas: "5",
      "Porta-malas": "422 L",
      Consumo: "11,8 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 5,
    purchaseShare: 0.85,
    purchaseDaysAgo: 67,
    sold: false,
  },
  {
    key: "renault-kwid-zen",
    brand: "Renault",
    model: "Kwid Zen 1.0",
    year: "2021/2022",
    price: 46_900,
    mileage: 48_600,
    engine: "1.0",
    transmission: "Manual",
    fuel: "Flex",
    color: "Vermelho",
    description:
      "Kwid Zen, um dos carros mais econômicos do país, ideal como primeiro carro ou para aplicativo. Direção elétrica, ar-condicionado e quatro airbags. Documentação em dia e pronto para transferir.",
    features: features(
      ["Air bag", "Ar condicionado", "Trava elétrica", "Vidro elétrico", "Som", "Conexão USB"],
      "Chave reserva",
    ),
    specifications: {
      Potência: "71 cv (etanol)",
      Torque: "10 kgfm",
      Portas: "5",
      "Porta-malas": "290 L",
      Consumo: "15,3 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 3,
    purchaseShare: 0.82,
    purchaseDaysAgo: 12,
    sold: false,
  },
  {
    key: "nissan-kicks-advance",
    brand: "Nissan",
    model: "Kicks Advance 1.6 CVT",
    year: "2021",
    price: 94_900,
    mileage: 58_700,
    engine: "1.6",
    transmission: "CVT",
    fuel: "Flex",
    color: "Prata",
    description:
      "Kicks Advance com câmbio CVT, espaçoso, confortável e com consumo baixo. Central multimídia com espelhamento, câmera de ré e rodas de liga leve aro 17. Revisões registradas no manual.",
    features: features(COMFORT, "Câmera de ré", "Com manual", "Chave reserva"),
    specifications: {
      Potência: "114 cv (etanol)",
      Torque: "15,5 kgfm",
      Portas: "5",
      "Porta-malas": "432 L",
      Consumo: "11,4 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 4,
    purchaseShare: 0.84,
    purchaseDaysAgo: 138,
    sold: false,
  },
  {
    key: "bmw-320i-msport",
    brand: "BMW",
    model: "320i M Sport 2.0 Turbo",
    year: "2021/2022",
    price: 229_900,
    mileage: 37_800,
    engine: "2.0",
    transmission: "Automático",
    fuel: "Flex",
    color: "Azul",
    description:
      "BMW 320i M Sport com motor 2.0 TwinPower Turbo flex e câmbio Steptronic de 8 marchas. Pacote M com rodas aro 18, volante esportivo e bancos em couro. Painel digital, teto solar e revisões feitas na concessionária BMW.",
    features: features(
      PREMIUM,
      "Teto solar",
      "Revisões feitas em concessionária",
      "Chave reserva",
      "Com manual",
    ),
    specifications: {
      Potência: "184 cv",
      Torque: "30,6 kgfm",
      "0 a 100 km/h": "7,1 s",
      Portas: "4",
      "Porta-malas": "480 L",
    },
    isFeatured: true,
    isTurbo: true,
    whatsappMessage: "Olá! Vi o BMW 320i M Sport azul no site e gostaria de agendar um test drive.",
    bodyStyle: "sedan",
    photoCount: 7,
    purchaseShare: 0.84,
    purchaseDaysAgo: 88,
    sold: false,
  },
  {
    key: "audi-q3-prestige-blindado",
    brand: "Audi",
    model: "Q3 Prestige Plus 1.4 TFSI Blindado",
    year: "2021",
    price: 184_900,
    mileage: 46_300,
    engine: "1.4",
    transmission: "Automático",
    fuel: "Gasolina",
    color: "Branco",
    description:
      "Audi Q3 Prestige Plus com blindagem nível III-A, feita em blindadora certificada, e laudo disponível. Motor 1.4 TFSI turbo com câmbio S tronic, Virtual Cockpit e teto solar panorâmico. Ótimo custo-benefício para quem precisa de segurança com conforto.",
    features: features(PREMIUM, "Blindado", "Teto solar", "Chave reserva", "Com manual"),
    specifications: {
      Potência: "150 cv",
      Torque: "25,5 kgfm",
      Blindagem: "Nível III-A",
      Portas: "5",
      "Porta-malas": "530 L",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 6,
    purchaseShare: 0.8,
    purchaseDaysAgo: 151,
    sold: false,
  },
  {
    key: "porsche-macan",
    brand: "Porsche",
    model: "Macan 2.0 Turbo PDK",
    year: "2022",
    price: 489_900,
    mileage: 21_400,
    engine: "2.0",
    transmission: "Automático",
    fuel: "Gasolina",
    color: "Cinza Grafite",
    description:
      "Porsche Macan com motor 2.0 turbo de 265 cv e câmbio PDK de dupla embreagem: o SUV com alma de esportivo. Pacote Sport Chrono, suspensão a ar, teto solar panorâmico e som Bose. Manutenções realizadas no Porsche Center, com histórico completo.",
    features: features(
      PREMIUM,
      "Teto solar",
      "Tração 4x4",
      "Revisões feitas em concessionária",
      "Chave reserva",
      "Com manual",
    ),
    specifications: {
      Potência: "265 cv",
      Torque: "40,8 kgfm",
      "0 a 100 km/h": "6,4 s",
      Tração: "Integral",
      Portas: "5",
      "Porta-malas": "488 L",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 8,
    purchaseShare: 0.86,
    purchaseDaysAgo: 117,
    sold: false,
  },
  {
    key: "ram-1500-laramie",
    brand: "RAM",
    model: "1500 Laramie 5.7 V8 4x4",
    year: "2022",
    price: 399_900,
    mileage: 38_900,
    engine: "2.0+",
    transmission: "Automático",
    fuel: "Gasolina",
    color: "Preto",
    description:
      "RAM 1500 Laramie com o lendário motor 5.7 V8 Hemi de 400 cv e câmbio automático de 8 marchas. Cabine enorme com bancos em couro aquecidos e ventilados, tela de 12 polegadas e suspensão reforçada. Uma picape grande de verdade, pronta para puxar trailer ou lancha.",
    features: features(PREMIUM, "Tração 4x4", "Teto solar", "Chave reserva"),
    specifications: {
      Potência: "400 cv",
      Torque: "57,1 kgfm",
      Tração: "4x4",
      "Capacidade de reboque": "3.500 kg",
      Portas: "4",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "pickup",
    photoCount: 7,
    purchaseShare: 0.85,
    purchaseDaysAgo: 103,
    sold: false,
  },
  {
    key: "mitsubishi-l200-triton",
    brand: "Mitsubishi",
    model: "L200 Triton Sport HPE-S 2.4 Diesel 4x4",
    year: "2022/2023",
    price: 219_900,
    mileage: 52_400,
    engine: "2.0+",
    transmission: "Automático",
    fuel: "Diesel",
    color: "Prata",
    description:
      "L200 Triton Sport HPE-S, a versão mais completa, com motor 2.4 turbodiesel de 190 cv e tração Super Select 4x4-II. Bancos em couro, câmera 360° e controle de descida. Pneus novos e revisão completa feita na concessionária.",
    features: features(PREMIUM, "Tração 4x4", "Revisões feitas em concessionária", "Chave reserva"),
    specifications: {
      Potência: "190 cv",
      Torque: "43,9 kgfm",
      Tração: "4x4 Super Select com reduzida",
      "Carga útil": "1.020 kg",
      Portas: "4",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "pickup",
    photoCount: 6,
    purchaseShare: 0.84,
    purchaseDaysAgo: 82,
    sold: false,
  },
  {
    key: "kia-sportage-hev",
    brand: "Kia",
    model: "Sportage EX 1.6 T-GDI HEV",
    year: "2023/2024",
    price: 219_900,
    mileage: 16_800,
    engine: "1.6",
    transmission: "Automático",
    fuel: "Híbrido",
    color: "Verde",
    description:
      "Nova Sportage híbrida com motor 1.6 turbo combinado a um motor elétrico, somando 230 cv com consumo de carro compacto. Duas telas curvas de 12,3 polegadas, teto solar panorâmico e porta-malas de 587 litros. Garantia de fábrica de 5 anos.",
    features: features(
      PREMIUM,
      "Teto solar",
      "Único dono",
      "Revisões feitas em concessionária",
      "Chave reserva",
    ),
    specifications: {
      Potência: "230 cv (combinada)",
      Torque: "35,7 kgfm (combinado)",
      Portas: "5",
      "Porta-malas": "587 L",
      Consumo: "15,6 km/l (cidade)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 6,
    purchaseShare: 0.86,
    purchaseDaysAgo: 40,
    sold: false,
  },
  {
    key: "land-rover-evoque-blindado",
    brand: "Land Rover",
    model: "Range Rover Evoque R-Dynamic SE Blindado",
    year: "2021/2022",
    price: 279_900,
    mileage: 31_900,
    engine: "2.0",
    transmission: "Automático",
    fuel: "Gasolina",
    color: "Branco",
    description:
      "Range Rover Evoque R-Dynamic SE com blindagem nível III-A e vidros com garantia, segurança sem abrir mão do design. Motor 2.0 turbo de 249 cv com tração integral, teto panorâmico e sistema Touch Pro Duo. Laudo da blindagem e manual completo.",
    features: features(PREMIUM, "Blindado", "Teto solar", "Tração 4x4", "Com manual", "Chave reserva"),
    specifications: {
      Potência: "249 cv",
      Torque: "37,2 kgfm",
      Blindagem: "Nível III-A",
      Tração: "Integral",
      Portas: "5",
      "Porta-malas": "472 L",
    },
    isFeatured: true,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 7,
    purchaseShare: 0.81,
    purchaseDaysAgo: 124,
    sold: false,
  },
  {
    key: "toyota-corolla-cross-hybrid",
    brand: "Toyota",
    model: "Corolla Cross XRX Hybrid",
    year: "2023",
    price: 169_900,
    mileage: 22_100,
    engine: "1.8",
    transmission: "CVT",
    fuel: "Híbrido",
    color: "Branco Perolizado",
    description:
      "Corolla Cross XRX híbrido flex: faz mais de 17 km/l na cidade e roda em silêncio no modo elétrico em baixas velocidades. Teto solar, bancos em couro e pacote Toyota Safety Sense. Revisões na concessionária e garantia da bateria híbrida de 8 anos.",
    features: features(
      PREMIUM,
      "Teto solar",
      "Único dono",
      "Revisões feitas em concessionária",
      "Com manual",
    ),
    specifications: {
      Potência: "122 cv (combinada)",
      Torque: "14,5 kgfm",
      Portas: "5",
      "Porta-malas": "440 L",
      Consumo: "17,8 km/l (cidade)",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 6,
    purchaseShare: 0.87,
    purchaseDaysAgo: 57,
    sold: false,
  },
  {
    key: "vw-tcross-highline",
    brand: "Volkswagen",
    model: "T-Cross Highline 250 TSI",
    year: "2022/2023",
    price: 132_900,
    mileage: 29_800,
    engine: "1.4",
    transmission: "Automático",
    fuel: "Flex",
    color: "Cinza",
    description:
      "T-Cross Highline com motor 250 TSI de 150 cv e câmbio automático de 6 marchas. Teto solar panorâmico, painel digital e sistema de som Beats. SUV espaçoso, com banco traseiro corrediço e ótimo porta-malas.",
    features: features(PREMIUM, "Teto solar", "Chave reserva"),
    specifications: {
      Potência: "150 cv (etanol)",
      Torque: "25,5 kgfm",
      Portas: "5",
      "Porta-malas": "373 L",
      Consumo: "10,9 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 5,
    purchaseShare: 0.86,
    purchaseDaysAgo: 35,
    sold: false,
  },
  {
    key: "fiat-pulse-impetus",
    brand: "Fiat",
    model: "Pulse Impetus 1.0 Turbo 200",
    year: "2022",
    price: 94_900,
    mileage: 38_600,
    engine: "1.0",
    transmission: "CVT",
    fuel: "Flex",
    color: "Vermelho",
    description:
      "Pulse Impetus com motor Turbo 200 de 130 cv e câmbio CVT de 7 marchas simuladas. Multimídia de 10,1 polegadas, carregador por indução e faróis full LED. SUV compacto econômico e divertido de dirigir.",
    features: features(COMFORT, "Câmera de ré", "Controle automático de velocidade", "Chave reserva"),
    specifications: {
      Potência: "130 cv (etanol)",
      Torque: "20,4 kgfm",
      Portas: "5",
      "Porta-malas": "370 L",
      Consumo: "11,6 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 4,
    purchaseShare: 0.85,
    purchaseDaysAgo: 71,
    sold: false,
  },
  {
    key: "chevrolet-tracker-premier",
    brand: "Chevrolet",
    model: "Tracker Premier 1.2 Turbo",
    year: "2023/2024",
    price: 139_900,
    mileage: 15_300,
    engine: "1.2",
    transmission: "Automático",
    fuel: "Flex",
    color: "Azul Marinho",
    description:
      "Tracker Premier com motor 1.2 turbo de 133 cv e câmbio automático de 6 marchas. Teto solar panorâmico, estacionamento automático e alerta de ponto cego. Baixa quilometragem e garantia de fábrica.",
    features: features(PREMIUM, "Teto solar", "Único dono", "Revisões feitas em concessionária"),
    specifications: {
      Potência: "133 cv (etanol)",
      Torque: "21,4 kgfm",
      Portas: "5",
      "Porta-malas": "393 L",
      Consumo: "11,0 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 6,
    purchaseShare: 0.86,
    purchaseDaysAgo: 21,
    sold: false,
  },
  {
    key: "peugeot-208-griffe",
    brand: "Peugeot",
    model: "208 Griffe 1.0 Turbo CVT",
    year: "2024",
    price: 109_900,
    mileage: 8_900,
    engine: "1.0",
    transmission: "CVT",
    fuel: "Flex",
    color: "Cinza Grafite",
    description:
      "Peugeot 208 Griffe com motor 1.0 turbo de 130 cv e câmbio CVT. i-Cockpit 3D, teto panorâmico e faróis full LED com a assinatura em garras de leão. Praticamente zero, com menos de 9 mil km.",
    features: features(PREMIUM, "Teto solar", "Único dono", "Com manual", "Chave reserva"),
    specifications: {
      Potência: "130 cv (etanol)",
      Torque: "20,4 kgfm",
      Portas: "5",
      "Porta-malas": "311 L",
      Consumo: "12,2 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 5,
    purchaseShare: 0.88,
    purchaseDaysAgo: 6,
    sold: false,
  },
  {
    key: "citroen-c3-feel",
    brand: "Citroën",
    model: "C3 Feel 1.0",
    year: "2023",
    price: 67_900,
    mileage: 21_400,
    engine: "1.0",
    transmission: "Manual",
    fuel: "Flex",
    color: "Branco",
    description:
      "Novo C3 Feel 1.0 com a suspensão mais confortável da categoria e posição de dirigir elevada. Central multimídia de 10 polegadas com espelhamento sem fio. Econômico, espaçoso e com garantia de fábrica.",
    features: features(
      BASIC,
      "Interface bluetooth",
      "Computador de bordo",
      "Volante multifuncional",
      "Chave reserva",
      "Com manual",
    ),
    specifications: {
      Potência: "75 cv (etanol)",
      Torque: "10,7 kgfm",
      Portas: "5",
      "Porta-malas": "315 L",
      Consumo: "13,8 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 3,
    purchaseShare: 0.85,
    purchaseDaysAgo: 44,
    sold: false,
  },
  {
    key: "suzuki-jimny-sierra",
    brand: "Suzuki",
    model: "Jimny Sierra 4Sport 1.5 4x4",
    year: "2022",
    price: 134_900,
    mileage: 27_600,
    engine: "1.5",
    transmission: "Automático",
    fuel: "Gasolina",
    color: "Verde",
    description:
      "Jimny Sierra 4Sport, o off-road raiz com chassi de longarina e tração 4x4 com reduzida. Pneus de uso misto, para-choques reforçados e snorkel. Pronto para a trilha e charmoso na cidade.",
    features: features(COMFORT, "Tração 4x4", "Chave reserva", "Com manual"),
    specifications: {
      Potência: "108 cv",
      Torque: "14,1 kgfm",
      Tração: "4x4 com reduzida",
      Portas: "3",
      "Porta-malas": "85 L",
    },
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 5,
    purchaseShare: 0.87,
    purchaseDaysAgo: 163,
    sold: false,
  },
  {
    key: "haval-h6-phev",
    brand: "Haval",
    model: "H6 PHEV34 1.5 Turbo Híbrido",
    year: "2024",
    price: 229_900,
    mileage: 14_200,
    engine: "1.5",
    transmission: "Automático",
    fuel: "Híbrido",
    color: "Cinza",
    description:
      "Haval H6 PHEV34 híbrido plug-in com 393 cv combinados e tração integral. Rode até 170 km no modo 100% elétrico e use o motor a combustão só nas viagens. Teto solar panorâmico, bancos em couro com ventilação e câmera 360°.",
    features: features(PREMIUM, "Teto solar", "Tração 4x4", "Único dono", "Chave reserva"),
    specifications: {
      Potência: "393 cv (combinada)",
      Torque: "77,7 kgfm (combinado)",
      Bateria: "34 kWh",
      "Autonomia elétrica": "até 170 km",
      Tração: "Integral",
      Portas: "5",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 6,
    purchaseShare: 0.84,
    purchaseDaysAgo: 30,
    sold: false,
  },
  {
    key: "ford-ranger-limited",
    brand: "Ford",
    model: "Ranger Limited 3.2 Diesel 4x4",
    year: "2021/2022",
    price: 209_900,
    mileage: 64_300,
    engine: "2.0+",
    transmission: "Automático",
    fuel: "Diesel",
    color: "Cinza",
    description:
      "Ranger Limited com motor 3.2 turbodiesel de 200 cv e tração 4x4 com reduzida. Bancos em couro, santo antônio e capota marítima. Revisões registradas e pneus em ótimo estado.",
    features: features(PREMIUM, "Tração 4x4", "Chave reserva"),
    specifications: {
      Potência: "200 cv",
      Torque: "47,9 kgfm",
      Tração: "4x4 com reduzida",
      "Carga útil": "1.029 kg",
      Portas: "4",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "pickup",
    photoCount: 5,
    purchaseShare: 0.83,
    purchaseDaysAgo: 196,
    sold: true,
  },
  {
    key: "honda-civic-touring",
    brand: "Honda",
    model: "Civic Touring 1.5 Turbo",
    year: "2020/2021",
    price: 134_900,
    mileage: 52_700,
    engine: "1.5",
    transmission: "CVT",
    fuel: "Gasolina",
    color: "Preto",
    description:
      "Civic Touring com motor 1.5 turbo de 173 cv, a versão topo de linha. Teto solar, bancos em couro e pacote Honda Sensing. Revisões feitas na concessionária Honda e manual completo.",
    features: features(PREMIUM, "Teto solar", "Revisões feitas em concessionária", "Com manual"),
    specifications: {
      Potência: "173 cv",
      Torque: "22,4 kgfm",
      Portas: "4",
      "Porta-malas": "525 L",
      Consumo: "11,0 km/l (cidade)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "sedan",
    photoCount: 5,
    purchaseShare: 0.85,
    purchaseDaysAgo: 178,
    sold: true,
  },
  {
    key: "jeep-renegade-longitude",
    brand: "Jeep",
    model: "Renegade Longitude 1.3 T270",
    year: "2022",
    price: 109_900,
    mileage: 36_800,
    engine: "1.3",
    transmission: "Automático",
    fuel: "Flex",
    color: "Verde",
    description:
      "Renegade Longitude com motor T270 turbo flex de 185 cv e câmbio automático de 6 marchas. Multimídia de 8,4 polegadas, rodas aro 18 e faróis full LED. Revisado e pronto para rodar.",
    features: features(COMFORT, "Câmera de ré", "Controle automático de velocidade", "Chave reserva"),
    specifications: {
      Potência: "185 cv (etanol)",
      Torque: "27,5 kgfm",
      Portas: "5",
      "Porta-malas": "314 L",
      Consumo: "10,3 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "suv",
    photoCount: 4,
    purchaseShare: 0.86,
    purchaseDaysAgo: 142,
    sold: true,
  },
  {
    key: "hyundai-hb20-platinum",
    brand: "Hyundai",
    model: "HB20 Platinum Plus 1.0 TGDI",
    year: "2023",
    price: 92_900,
    mileage: 17_200,
    engine: "1.0",
    transmission: "Automático",
    fuel: "Flex",
    color: "Prata",
    description:
      "HB20 Platinum Plus com motor 1.0 turbo e câmbio automático de 6 marchas, a versão mais completa do hatch. Bancos em couro, chave presencial e pacote de assistências ADAS. Único dono e garantia de fábrica.",
    features: features(PREMIUM, "Único dono", "Revisões feitas em concessionária", "Chave reserva"),
    specifications: {
      Potência: "120 cv (etanol)",
      Torque: "17,5 kgfm",
      Portas: "5",
      "Porta-malas": "300 L",
      Consumo: "12,9 km/l (cidade, gasolina)",
    },
    isFeatured: false,
    isTurbo: true,
    whatsappMessage: null,
    bodyStyle: "hatch",
    photoCount: 4,
    purchaseShare: 0.86,
    purchaseDaysAgo: 121,
    sold: true,
  },
];

/** The demo stock as of `now`: purchase prices and dates, creation times and photo seeds filled in. */
export function demoStock(now: Date): DemoCar[] {
  return DEMO_CARS.map((spec) => {
    const { purchaseShare, purchaseDaysAgo, sold, ...car } = spec;
    const purchaseDate = dayOffset(now, -purchaseDaysAgo);
    const seed = hashSeed(spec.key);
    // Listed a few days after the purchase (inspection, cleaning, photos), at a plausible office hour.
    const listedAfterDays = Math.min(purchaseDaysAgo, 1 + (seed % 6));
    const createdAt = new Date(
      Math.min(
        now.getTime() - 60 * 60 * 1000,
        addHours(addDays(purchaseDate, listedAfterDays), 12 + (seed % 8)).getTime(),
      ),
    );
    return {
      ...car,
      yearValue: yearValueOf(spec.year),
      status: sold ? "sold" : "available",
      purchasePrice: Math.round((spec.price * purchaseShare) / 100) * 100,
      purchaseDate,
      createdAt,
      electric: spec.fuel === "Elétrico",
      seed,
    };
  });
}
