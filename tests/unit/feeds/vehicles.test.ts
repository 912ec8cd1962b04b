import { describe, expect, it } from "vitest";

import {
  addressRegion,
  csvField,
  googleFuel,
  googleItemFields,
  googleVehiclesXml,
  META_COLUMNS,
  metaBodyStyle,
  metaFuel,
  metaPrice,
  metaRow,
  metaTransmission,
  metaVehiclesCsv,
  modelYear,
  xmlEscape,
  type FeedCar,
  type FeedDealer,
} from "@/lib/feeds/vehicles";

const dealer: FeedDealer = {
  name: "Auto & Cia",
  siteUrl: "https://loja.example",
  address: "Av. Europa, 1200 - Jardim Europa, São Paulo - SP, 01449-000",
};

const car = (overrides: Partial<FeedCar> = {}): FeedCar => ({
  id: "car1",
  brand: "Toyota",
  model: 'Corolla "XEi", 2.0',
  year: "2021/2022",
  price: 109_900,
  mileage: 45_000,
  color: "Prata",
  fuel: "Flex",
  transmission: "CVT",
  description: "Único dono <revisado> & garantia",
  images: Array.from({ length: 12 }, (_, index) => ({
    url: index === 0 ? "https://res.cloudinary.com/x/main.jpg" : `/media/cars/p${index}.jpg`,
    publicId: `p${index}`,
    width: 800,
    height: 600,
  })),
  specifications: { Carroceria: "Sedã" },
  ...overrides,
});

describe("platform values", () => {
  it("maps the fuels and gearboxes of the stock to each platform's values", () => {
    expect(
      ["Gasolina", "Álcool", "Flex", "Diesel", "GNV", "Híbrido", "Elétrico", null].map(googleFuel),
    ).toEqual(["gasoline", "other", "gasoline", "diesel", "natural_gas", "hybrid", "electric", "other"]);
    expect(
      ["Gasolina", "Álcool", "Flex", "Diesel", "GNV", "Híbrido", "Elétrico", null].map(metaFuel),
    ).toEqual(["GASOLINE", "OTHER", "FLEX", "DIESEL", "OTHER", "HYBRID", "ELECTRIC", "OTHER"]);
    expect(["Manual", "Automático", "CVT", null].map(metaTransmission)).toEqual([
      "MANUAL",
      "AUTOMATIC",
      "AUTOMATIC",
      "",
    ]);
    expect(metaBodyStyle({ carroceria: "Hatch" })).toBe("HATCHBACK");
    expect(metaBodyStyle({})).toBe("OTHER");
  });

  it("reads the model year, the price and the city and state of the address", () => {
    expect(modelYear("2021/2022")).toBe(2022);
    expect(modelYear("2020")).toBe(2020);
    expect(metaPrice(109_900)).toBe("109900 BRL");
    expect(metaPrice(109_900.5)).toBe("109900.50 BRL");
    expect(addressRegion(dealer.address)).toEqual({ city: "São Paulo", region: "SP" });
    expect(addressRegion("Rua A, 10, Campinas/SP")).toEqual({ city: "Campinas", region: "SP" });
    expect(addressRegion("somewhere")).toEqual({ city: "", region: "" });
  });
});

describe("Google vehicle feed", () => {
  it("escapes the five XML characters and drops what XML cannot carry", () => {
    expect(xmlEscape(`a&b<c>"d"'e'\u0001\uFFFF`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
    expect(xmlEscape("linha 1\nlinha 2")).toBe("linha 1\nlinha 2");
  });

  it("lists an item's fields with absolute links, a main photo and at most 10 more", () => {
    const fields = googleItemFields(car(), dealer.siteUrl);
    const value = (name: string) => fields.filter(([field]) => field === name).map(([, text]) => text);
    expect(value("g:id")).toEqual(["car1"]);
    expect(value("link")).toEqual(["https://loja.example/car/car1"]);
    expect(value("g:image_link")).toEqual(["https://res.cloudinary.com/x/main.jpg"]);
    expect(value("g:additional_image_link")).toHaveLength(10);
    expect(value("g:additional_image_link")[0]).toBe("https://loja.example/media/cars/p1.jpg");
    expect(value("g:price")).toEqual(["109900.00 BRL"]);
    expect(value("g:mileage")).toEqual(["45000 km"]);
    expect(value("g:condition")).toEqual(["used"]);
    expect(value("g:availability")).toEqual(["in_stock"]);
    expect(value("g:year")).toEqual(["2022"]);
    expect(value("g:fuel_type")).toEqual(["gasoline"]);
    expect(value("g:transmission")).toEqual(["automatic"]);
  });

  it("writes RSS 2.0 in the g: namespace with every text escaped", () => {
    const xml = googleVehiclesXml([car()], dealer);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true);
    expect(xml).toContain("<title>Auto &amp; Cia</title>");
    expect(xml).toContain("<title>Toyota Corolla &quot;XEi&quot;, 2.0 2021/2022</title>");
    expect(xml).toContain("<description>Único dono &lt;revisado&gt; &amp; garantia</description>");
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });
});

describe("Meta vehicle feed", () => {
  it("quotes only the fields that need it (RFC 4180), doubling inner quotes", () => {
    expect(csvField("plain text")).toBe("plain text");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it("has the catalog's columns in order and one row per car", () => {
    expect(META_COLUMNS.slice(0, 10)).toEqual([
      "vehicle_id",
      "title",
      "description",
      "url",
      "make",
      "model",
      "year",
      "mileage.value",
      "mileage.unit",
      "image[0].url",
    ]);
    expect(META_COLUMNS).toHaveLength(29);
    const row = metaRow(car({ images: [] }), dealer);
    expect(row).toHaveLength(META_COLUMNS.length);
    const cell = (column: (typeof META_COLUMNS)[number]) => row[META_COLUMNS.indexOf(column)];
    expect(cell("url")).toBe("https://loja.example/car/car1");
    expect(cell("year")).toBe("2022");
    expect(cell("mileage.value")).toBe("45000");
    expect(cell("mileage.unit")).toBe("KM");
    expect(cell("image[0].url")).toBe("");
    expect(cell("price")).toBe("109900 BRL");
    expect(cell("fuel_type")).toBe("FLEX");
    expect(cell("transmission")).toBe("AUTOMATIC");
    expect(cell("body_style")).toBe("SEDAN");
    expect(cell("state_of_vehicle")).toBe("USED");
    expect(cell("availability")).toBe("available");
    expect([cell("address.city"), cell("address.region"), cell("address.country")]).toEqual([
      "São Paulo",
      "SP",
      "BR",
    ]);
  });

  it("writes the file without a BOM, CRLF line ends, quoting the model that carries a comma", () => {
    const csv = metaVehiclesCsv([car()], dealer);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(META_COLUMNS.join(","));
    expect(lines[1]).toContain(',"Toyota Corolla ""XEi"", 2.0 2021/2022",');
    expect(lines[2]).toBe("");
  });
});
