import type { CarRecord } from "@/lib/cars/types";
import { neutralizeFormula } from "@/lib/csv/writer";
import { absoluteUrl } from "@/lib/seo/structured-data";

// The catalog feeds for ad platforms (docs/business-rules.md "Catalog feeds"): Google Merchant Center's vehicle
// RSS and Meta's automotive inventory CSV, built from the available cars. Pure: the origin and the dealer's
// address are passed in.

/** The fields of a car the feeds read. */
export type FeedCar = Pick<
  CarRecord,
  | "id"
  | "brand"
  | "model"
  | "year"
  | "price"
  | "mileage"
  | "color"
  | "fuel"
  | "transmission"
  | "description"
  | "images"
  | "specifications"
>;

export type FeedDealer = { name: string; siteUrl: string; address: string };

/** Photos beyond these are left out: Google takes a main photo and 10 additional ones, Meta 10 (image[0..9]). */
export const GOOGLE_ADDITIONAL_IMAGES = 10;
export const META_IMAGES = 10;

// ---- mapping to the platforms' values ----

/**
 * Google Merchant Center's vehicle `engine` values: gasoline, diesel, electric, hybrid, lpg, methane,
 * natural_gas, plug-in_hybrid, other. A Flex car runs on gasoline (and ethanol, which has no value of its own).
 */
const GOOGLE_FUEL: Record<string, string> = {
  gasolina: "gasoline",
  flex: "gasoline",
  alcool: "other",
  diesel: "diesel",
  gnv: "natural_gas",
  hibrido: "hybrid",
  eletrico: "electric",
};

/** Meta's automotive `fuel_type` values: GASOLINE, DIESEL, ELECTRIC, HYBRID, FLEX, OTHER. */
const META_FUEL: Record<string, string> = {
  gasolina: "GASOLINE",
  flex: "FLEX",
  alcool: "OTHER",
  diesel: "DIESEL",
  gnv: "OTHER",
  hibrido: "HYBRID",
  eletrico: "ELECTRIC",
};

/** Meta's `body_style` values, from the specification 'Carroceria' when a car has one. */
const META_BODY: Record<string, string> = {
  seda: "SEDAN",
  sedan: "SEDAN",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  suv: "SUV",
  picape: "TRUCK",
  pickup: "TRUCK",
  caminhonete: "TRUCK",
  perua: "WAGON",
  wagon: "WAGON",
  cupe: "COUPE",
  coupe: "COUPE",
  conversivel: "CONVERTIBLE",
  minivan: "MINIVAN",
  van: "VAN",
  crossover: "CROSSOVER",
};

/** Lower case without accents: "Elétrico" → "eletrico". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

export function googleFuel(fuel: string | null): string {
  return (fuel && GOOGLE_FUEL[plain(fuel)]) || "other";
}

export function metaFuel(fuel: string | null): string {
  return (fuel && META_FUEL[plain(fuel)]) || "OTHER";
}

/** Manual stays manual; automatic and CVT gearboxes are automatic. Unknown: null (the field is left empty). */
function transmissionKind(transmission: string | null): "automatic" | "manual" | null {
  if (!transmission) return null;
  const value = plain(transmission);
  if (value === "manual") return "manual";
  if (value === "automatico" || value === "cvt" || value.startsWith("automat")) return "automatic";
  return null;
}

export const googleTransmission = (transmission: string | null) => transmissionKind(transmission) ?? "";
export const metaTransmission = (transmission: string | null) =>
  transmissionKind(transmission)?.toUpperCase() ?? "";

export function metaBodyStyle(specifications: Record<string, string>): string {
  const entry = Object.entries(specifications).find(([key]) => plain(key) === "carroceria");
  return (entry && META_BODY[plain(entry[1])]) || "OTHER";
}

/** The model year: the second of "2020/2021" (fabrication/model, as Brazilian listings write it), else the year. */
export function modelYear(year: string): number {
  const numbers = year.match(/\d{4}/g) ?? [];
  return Number(numbers[numbers.length - 1] ?? 0);
}

export const vehicleTitle = (car: Pick<FeedCar, "brand" | "model" | "year">) =>
  `${car.brand} ${car.model} ${car.year}`;

/** The car's description, or a line made of its details when it has none (both platforms require one). */
export function vehicleDescription(car: FeedCar): string {
  const text = car.description?.trim();
  if (text) return text;
  const details = [car.fuel, car.transmission, car.color].filter(Boolean).join(", ");
  return `${vehicleTitle(car)}: ${car.mileage} km${details ? `, ${details}` : ""}.`;
}

/** City and state of an address written the Brazilian way ("…, São Paulo - SP, 01449-000"). */
export function addressRegion(address: string): { city: string; region: string } {
  // Read part by part rather than by one pattern: a pattern with a lazy city between optional spaces backtracks in
  // cubic time on a long address. The last "City - UF" part wins; in a part, the first dash or slash before a UF.
  let found = { city: "", region: "" };
  for (const part of address.split(",")) {
    for (let index = 0; index < part.length; index++) {
      if (!"-–/".includes(part[index]!)) continue;
      const city = part.slice(0, index).trim();
      const region = /^[A-Z]{2}(?![A-Za-z0-9_])/.exec(part.slice(index + 1).trimStart())?.[0];
      if (city && region) {
        found = { city, region };
        break;
      }
    }
  }
  return found;
}

const carUrl = (car: FeedCar, siteUrl: string) => absoluteUrl(siteUrl, `/car/${car.id}`);
const imageUrls = (car: FeedCar, siteUrl: string) =>
  car.images.map((image) => absoluteUrl(siteUrl, image.url));

// ---- Google: RSS 2.0 with the g: namespace ----

/** Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks, U+FFFE/U+FFFF). */
const XML_INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value: the five special characters escaped, invalid ones dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(XML_INVALID, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** `109900.00 BRL` */
export const googlePrice = (price: number) => `${price.toFixed(2)} BRL`;

/** One `<item>`'s fields in order, as [element, text] pairs (the text not yet escaped). */
export function googleItemFields(car: FeedCar, siteUrl: string): Array<[string, string]> {
  const [main, ...more] = imageUrls(car, siteUrl);
  const fields: Array<[string, string]> = [
    ["g:id", car.id],
    ["title", vehicleTitle(car)],
    ["description", vehicleDescription(car)],
    ["link", carUrl(car, siteUrl)],
  ];
  if (main) fields.push(["g:image_link", main]);
  for (const url of more.slice(0, GOOGLE_ADDITIONAL_IMAGES)) fields.push(["g:additional_image_link", url]);
  fields.push(
    ["g:price", googlePrice(car.price)],
    ["g:condition", "used"],
    ["g:availability", "in_stock"],
    ["g:brand", car.brand],
    ["g:model", car.model],
    ["g:year", String(modelYear(car.year))],
    ["g:mileage", `${car.mileage} km`],
    ["g:color", car.color],
    ["g:fuel_type", googleFuel(car.fuel)],
  );
  const transmission = googleTransmission(car.transmission);
  if (transmission) fields.push(["g:transmission", transmission]);
  return fields;
}

export function googleVehiclesXml(cars: readonly FeedCar[], dealer: FeedDealer): string {
  const items = cars.map(
    (car) =>
      `<item>\n${googleItemFields(car, dealer.siteUrl)
        .map(([name, value]) => `  <${name}>${xmlEscape(value)}</${name}>`)
        .join("\n")}\n</item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "<channel>",
    `<title>${xmlEscape(dealer.name)}</title>`,
    `<link>${xmlEscape(`${dealer.siteUrl}/`)}</link>`,
    `<description>${xmlEscape(`Seminovos à venda em ${dealer.name}`)}</description>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

// ---- Meta: automotive inventory CSV ----

export const META_COLUMNS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "mileage.value",
  "mileage.unit",
  ...Array.from({ length: META_IMAGES }, (_, index) => `image[${index}].url`),
  "price",
  "exterior_color",
  "fuel_type",
  "transmission",
  "body_style",
  "state_of_vehicle",
  "availability",
  "address.city",
  "address.region",
  "address.country",
] as const;

/** `109900 BRL`; cents only when there are some (`109900.50 BRL`). */
export const metaPrice = (price: number) =>
  `${Number.isInteger(price) ? String(price) : price.toFixed(2)} BRL`;

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, its double quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function metaRow(car: FeedCar, dealer: FeedDealer): string[] {
  const images = imageUrls(car, dealer.siteUrl).slice(0, META_IMAGES);
  const { city, region } = addressRegion(dealer.address);
  return [
    car.id,
    vehicleTitle(car),
    vehicleDescription(car),
    carUrl(car, dealer.siteUrl),
    car.brand,
    car.model,
    String(modelYear(car.year)),
    String(car.mileage),
    "KM",
    ...Array.from({ length: META_IMAGES }, (_, index) => images[index] ?? ""),
    metaPrice(car.price),
    car.color,
    metaFuel(car.fuel),
    metaTransmission(car.transmission),
    metaBodyStyle(car.specifications),
    "USED",
    "available",
    city,
    region,
    "BR",
  ];
}

/**
 * The whole file: UTF-8 without a BOM, a header row, CRLF line ends (RFC 4180). Whoever opens it in a spreadsheet
 * must not run a staff-typed description or model as a formula: such cells get a leading ' as in the exports (no
 * column Meta checks — ids, URLs, numbers, prices, its enumerations — can start that way).
 */
export function metaVehiclesCsv(cars: readonly FeedCar[], dealer: FeedDealer): string {
  return [META_COLUMNS, ...cars.map((car) => metaRow(car, dealer))]
    .map((row) => row.map((cell) => csvField(neutralizeFormula(cell))).join(",") + "\r\n")
    .join("");
}
