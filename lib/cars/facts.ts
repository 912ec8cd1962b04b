import { Calendar, Cog, Fuel, Gauge, Palette, Zap } from "lucide-static";
import type { CarLeaf } from "schema-dts";

import type { CarRecord, ShownCar } from "@/lib/cars/types";
import { ELECTRIC_ENGINE } from "@/lib/constants/cars";
import { formatMileage } from "@/lib/format/mileage";

// What a visitor reads about a car, declared once (docs/adding-a-car-field.md): the car card, the car page (its
// headline facts beside the price and its 'Especificações') and the structured data (JSON-LD) all read this list,
// in its order. No server imports: the stock list's 'Carregar mais' draws cards in the browser too.

/**
 * Where a fact is shown: on the car card, among the car page's headline facts (the icons beside the price), in
 * the car page's 'Especificações'.
 */
export type FactPlace = "card" | "headline" | "specifications";

/** A car's schema.org properties (the JSON-LD `Car` without its type). */
export type CarProperties = Omit<CarLeaf, "@type">;

export type CarFact = {
  /** The field shown. On the card it also names the fact's icon (`car-card-mileage`). */
  field: keyof ShownCar;
  label: string;
  /** The value as shown; null leaves the fact out for that car (an optional field left empty). */
  value: (car: ShownCar) => string | null;
  /** A lucide-static icon: every fact on the card or among the headline facts has one. */
  icon?: string;
  shownOn: readonly FactPlace[];
  /** For these cars the fact is left out of the card and the headline facts; the specifications keep it. */
  hideOnCardAndHeadline?: (car: ShownCar) => boolean;
  /** schema.org's property for the fact, when schema.org's `Car` has one (an undefined value is left out). */
  schemaOrg?: (car: CarRecord) => CarProperties;
};

const EVERYWHERE = ["card", "headline", "specifications"] as const;
const ON_THE_PAGE = ["headline", "specifications"] as const;
const IN_SPECIFICATIONS = ["specifications"] as const;

/** An electric car: its engine line says 'Elétrico', whatever its engine or fuel field holds. */
function isElectric(car: Pick<ShownCar, "engine" | "fuel">): boolean {
  return car.engine === ELECTRIC_ENGINE || car.fuel === ELECTRIC_ENGINE;
}

export const CAR_FACTS: readonly CarFact[] = [
  {
    field: "brand",
    label: "Marca",
    value: (car) => car.brand,
    shownOn: IN_SPECIFICATIONS,
    schemaOrg: (car) => ({ brand: { "@type": "Brand", name: car.brand } }),
  },
  {
    field: "model",
    label: "Modelo",
    value: (car) => car.model,
    shownOn: IN_SPECIFICATIONS,
    schemaOrg: (car) => ({ model: car.model }),
  },
  {
    field: "year",
    label: "Ano",
    value: (car) => car.year,
    icon: Calendar,
    shownOn: EVERYWHERE,
    schemaOrg: (car) => ({ vehicleModelDate: String(car.yearValue) }),
  },
  {
    field: "mileage",
    label: "Quilometragem",
    value: (car) => formatMileage(car.mileage),
    icon: Gauge,
    shownOn: EVERYWHERE,
    schemaOrg: (car) => ({
      mileageFromOdometer: { "@type": "QuantitativeValue", value: car.mileage, unitCode: "KMT" },
    }),
  },
  {
    field: "engine",
    label: "Motor",
    value: (car) => (isElectric(car) ? ELECTRIC_ENGINE : (car.engine ?? "—")),
    icon: Zap,
    shownOn: EVERYWHERE,
    // 'Elétrico' is no engine specification: the fuel type says it.
    schemaOrg: (car) => ({
      vehicleEngine:
        car.engine && car.engine !== ELECTRIC_ENGINE
          ? { "@type": "EngineSpecification", name: car.engine }
          : undefined,
    }),
  },
  {
    field: "isTurbo",
    label: "Turbo",
    value: (car) => (car.isTurbo ? "Sim" : "Não"),
    shownOn: IN_SPECIFICATIONS,
  },
  {
    field: "transmission",
    label: "Câmbio",
    value: (car) => car.transmission ?? "—",
    icon: Cog,
    shownOn: EVERYWHERE,
    schemaOrg: (car) => ({ vehicleTransmission: car.transmission ?? undefined }),
  },
  {
    field: "fuel",
    label: "Combustível",
    value: (car) => car.fuel ?? "—",
    icon: Fuel,
    shownOn: EVERYWHERE,
    // An electric car's engine line already says 'Elétrico': its fuel would say it a second time.
    hideOnCardAndHeadline: isElectric,
    schemaOrg: (car) => ({ fuelType: car.fuel ?? undefined }),
  },
  {
    field: "color",
    label: "Cor",
    value: (car) => car.color,
    icon: Palette,
    shownOn: ON_THE_PAGE,
    schemaOrg: (car) => ({ color: car.color }),
  },
];

/** A fact as a car shows it. */
export type ShownFact = Pick<CarFact, "field" | "label" | "icon"> & { value: string };

/** The facts declared for `place`, whatever the car. */
export function factsShownOn(place: FactPlace): CarFact[] {
  return CAR_FACTS.filter((fact) => fact.shownOn.includes(place));
}

/** The card facts' labels by field: a page of cards hands them to the browser once, not with every car. */
export function cardFactLabels(): Record<string, string> {
  return Object.fromEntries(factsShownOn("card").map((fact) => [fact.field, fact.label]));
}

/** The facts `car` shows at `place`, in the list's order, with their values. */
export function carFacts(car: ShownCar, place: FactPlace): ShownFact[] {
  const shown: ShownFact[] = [];
  for (const fact of factsShownOn(place)) {
    if (place !== "specifications" && fact.hideOnCardAndHeadline?.(car)) continue;
    const value = fact.value(car);
    if (value !== null) shown.push({ field: fact.field, label: fact.label, icon: fact.icon, value });
  }
  return shown;
}

/**
 * The car page's 'Especificações': the fields', then the free-form ones staff typed. A free-form specification
 * named like a field shown (a 'Portas' typed before the car had that field) is the field's, shown once.
 */
export function carSpecifications(car: ShownCar): Array<[label: string, value: string]> {
  const fields = carFacts(car, "specifications");
  const labels = new Set(fields.map((fact) => fact.label));
  return [
    ...fields.map((fact): [string, string] => [fact.label, fact.value]),
    ...Object.entries(car.specifications).filter(([label]) => !labels.has(label)),
  ];
}

/** The car's schema.org properties, one or none per fact, in the list's order. */
export function carFactProperties(car: CarRecord): CarProperties {
  return Object.assign({}, ...CAR_FACTS.map((fact) => fact.schemaOrg?.(car) ?? {}));
}
