import { describe, expect, it } from "vitest";

import { toApiCar } from "@/lib/cars/dto";
import { CAR_FACTS, cardFactLabels, carFactProperties, carFacts, carSpecifications } from "@/lib/cars/facts";
import { toCarSummary } from "@/lib/cars/types";

import { carRecord } from "./fixtures";

// The facts these tests know: a fact added to the list later leaves them as they are.
const KNOWN = ["Marca", "Modelo", "Ano", "Quilometragem", "Motor", "Turbo", "Câmbio", "Combustível", "Cor"];

/** The known facts among `facts`, in their order, as 'label: value' lines. */
const shown = (facts: Array<{ label: string; value: string }>) =>
  facts.filter((fact) => KNOWN.includes(fact.label)).map((fact) => `${fact.label}: ${fact.value}`);

describe("a car's facts", () => {
  const car = carRecord({
    brand: "Honda",
    model: "Civic",
    year: "2021/2022",
    mileage: 42_000,
    engine: "2.0",
    transmission: "CVT",
    fuel: "Flex",
    color: "Preto",
    isTurbo: true,
  });

  it("shows the card's, the headline's and the specifications' facts in one order", () => {
    expect(shown(carFacts(car, "card"))).toEqual([
      "Ano: 2021/2022",
      "Quilometragem: 42.000 km",
      "Motor: 2.0",
      "Câmbio: CVT",
      "Combustível: Flex",
    ]);
    expect(shown(carFacts(car, "headline"))).toEqual([
      "Ano: 2021/2022",
      "Quilometragem: 42.000 km",
      "Motor: 2.0",
      "Câmbio: CVT",
      "Combustível: Flex",
      "Cor: Preto",
    ]);
    expect(shown(carFacts(car, "specifications"))).toEqual([
      "Marca: Honda",
      "Modelo: Civic",
      "Ano: 2021/2022",
      "Quilometragem: 42.000 km",
      "Motor: 2.0",
      "Turbo: Sim",
      "Câmbio: CVT",
      "Combustível: Flex",
      "Cor: Preto",
    ]);
    expect(carSpecifications(car)).toEqual(
      carFacts(car, "specifications").map((fact) => [fact.label, fact.value]),
    );
  });

  it("gives the card the same facts from the cached record and from the API's car: values by field, labels once", () => {
    // The summary travels to the browser with a page of cards: the labels go once per page, the icons are drawn
    // once per page by the server.
    const values = Object.fromEntries(carFacts(car, "card").map((fact) => [fact.field, fact.value]));
    expect(toCarSummary(car).facts).toEqual(values);
    expect(toCarSummary(toApiCar(car, null)).facts).toEqual(values);
    const labels = cardFactLabels();
    expect(Object.keys(values).map((field) => labels[field])).toEqual(
      carFacts(car, "card").map((fact) => fact.label),
    );
  });

  it("draws every fact of the card and of the headline with an icon", () => {
    const iconless = CAR_FACTS.filter(
      (fact) => (fact.shownOn.includes("card") || fact.shownOn.includes("headline")) && !fact.icon,
    );
    expect(iconless.map((fact) => fact.label)).toEqual([]);
  });

  it("shows a dash for an empty option", () => {
    const bare = carRecord({ engine: null, transmission: null, fuel: null, isTurbo: false });
    expect(shown(carFacts(bare, "card")).slice(2)).toEqual(["Motor: —", "Câmbio: —", "Combustível: —"]);
    expect(carSpecifications(bare)).toContainEqual(["Turbo", "Não"]);
  });
});

describe("an electric car", () => {
  it("says 'Elétrico' as its engine, and its fuel only in the specifications", () => {
    for (const car of [
      carRecord({ engine: "Elétrico", fuel: "Elétrico" }),
      carRecord({ engine: "1.0", fuel: "Elétrico" }),
    ]) {
      for (const place of ["card", "headline"] as const) {
        const facts = shown(carFacts(car, place));
        expect(facts).toContain("Motor: Elétrico");
        expect(facts.some((fact) => fact.startsWith("Combustível"))).toBe(false);
      }
      expect(carSpecifications(car)).toContainEqual(["Motor", "Elétrico"]);
      expect(carSpecifications(car)).toContainEqual(["Combustível", "Elétrico"]);
    }
  });

  it("with an electric engine but another fuel, keeps that fuel", () => {
    const car = carRecord({ engine: "Elétrico", fuel: "Gasolina" });
    expect(shown(carFacts(car, "card"))).toEqual(expect.arrayContaining(["Motor: Elétrico"]));
    expect(shown(carFacts(car, "card"))).not.toContain("Combustível: Gasolina");
    expect(carSpecifications(car)).toContainEqual(["Combustível", "Gasolina"]);
  });
});

describe("the free-form specifications", () => {
  it("follow the fields', leaving out one named like a field so it is shown once", () => {
    const car = carRecord({
      color: "Prata",
      specifications: { Cor: "Azul", Tração: "4x4", Garantia: "1 ano" },
    });
    const specifications = carSpecifications(car);
    expect(specifications.filter(([label]) => label === "Cor")).toEqual([["Cor", "Prata"]]);
    expect(specifications.slice(-2)).toEqual([
      ["Tração", "4x4"],
      ["Garantia", "1 ano"],
    ]);
  });
});

describe("the facts' structured data", () => {
  it("names each fact by its schema.org property", () => {
    const car = carRecord({ year: "2021/2022", yearValue: 2021, engine: "2.0", color: "Preto" });
    expect(carFactProperties(car)).toMatchObject({
      brand: { "@type": "Brand", name: "Toyota" },
      model: "Corolla XEi",
      vehicleModelDate: "2021",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 30_000, unitCode: "KMT" },
      vehicleEngine: { "@type": "EngineSpecification", name: "2.0" },
      vehicleTransmission: "CVT",
      fuelType: "Flex",
      color: "Preto",
    });
  });

  it("leaves out what the car does not have, and 'Elétrico' as an engine", () => {
    const properties = carFactProperties(
      carRecord({ engine: "Elétrico", transmission: null, fuel: "Elétrico" }),
    );
    expect(JSON.parse(JSON.stringify(properties))).not.toHaveProperty("vehicleEngine");
    expect(JSON.parse(JSON.stringify(properties))).not.toHaveProperty("vehicleTransmission");
    expect(properties).toMatchObject({ fuelType: "Elétrico" });
  });
});
