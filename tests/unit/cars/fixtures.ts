import type { CarRecord } from "@/lib/cars/types";

let sequence = 0;

/** A car record for pure-logic tests; every field can be overridden. */
export function carRecord(overrides: Partial<CarRecord> = {}): CarRecord {
  sequence += 1;
  const year = overrides.year ?? "2022";
  return {
    id: `car-${sequence}`,
    brand: "Toyota",
    model: "Corolla XEi",
    year,
    yearValue: overrides.yearValue ?? Number(/\d{4}/.exec(year)?.[0] ?? 2022),
    price: 100_000,
    mileage: 30_000,
    engine: "2.0",
    transmission: "CVT",
    fuel: "Flex",
    color: "Prata",
    description: "Carro muito conservado.",
    features: [],
    specifications: {},
    images: [],
    isFeatured: false,
    isTurbo: false,
    whatsappMessage: null,
    fipeCode: null,
    fipePrice: null,
    fipeReferenceMonth: null,
    priceDrop: null,
    reserved: false,
    reservedUntil: null,
    views: 0,
    phoneClicks: 0,
    whatsappClicks: 0,
    status: "available",
    createdAt: "2026-11-01T12:00:00.000Z",
    updatedAt: "2026-11-01T12:00:00.000Z",
    ...overrides,
  };
}

/**
 * What staff enter for a car, every field filled: the create body of tests/integration/cars-write.test.ts, whose
 * round trip checks that each of these fields comes back as sent. A new field joins here.
 */
export function carInput() {
  return {
    brand: "Honda",
    model: "Civic",
    year: "2021/2022",
    price: 119_900.9,
    mileage: 42_000,
    color: "Preto",
    engine: "2.0",
    transmission: "CVT",
    fuel: "Flex",
    description: "Revisado.\nPneus novos.",
    features: ["Air bag", "Teto solar"],
    isFeatured: true,
    isTurbo: false,
    whatsappMessage: "Olá! Quero o Civic.",
    purchasePrice: 95_000,
    purchaseDate: "2026-01-15",
  };
}
