import { describe, expect, it } from "vitest";

import { carBadges } from "@/lib/cars/badges";
import { featuredOrder, isArmored } from "@/lib/cars/featured";
import { similarCars } from "@/lib/cars/similar";

import { carRecord } from "./fixtures";

describe("featuredOrder (docs/showroom.md)", () => {
  it("puts featured non-armoured cars first, then featured armoured, non-featured armoured, then the others", () => {
    const cars = [
      carRecord({ id: "plain-1" }),
      carRecord({ id: "armored", features: ["Blindado"] }),
      carRecord({ id: "featured-armored", isFeatured: true, features: ["Air bag", "Blindado"] }),
      carRecord({ id: "featured-1", isFeatured: true }),
      carRecord({ id: "plain-2" }),
      carRecord({ id: "featured-2", isFeatured: true }),
    ];
    expect(featuredOrder(cars).map((car) => car.id)).toEqual([
      "featured-1",
      "featured-2",
      "featured-armored",
      "armored",
      "plain-1",
      "plain-2",
    ]);
  });

  it("keeps at most 6 cars, preserving the input order inside a group", () => {
    const cars = Array.from({ length: 9 }, (_, index) =>
      carRecord({ id: `c${index}`, isFeatured: index % 2 === 0 }),
    );
    expect(featuredOrder(cars).map((car) => car.id)).toEqual(["c0", "c2", "c4", "c6", "c8", "c1"]);
    expect(featuredOrder(cars, 2)).toHaveLength(2);
  });

  it("knows an armoured car by its 'Blindado' feature", () => {
    expect(isArmored({ features: ["Blindado"] })).toBe(true);
    expect(isArmored({ features: ["blindado"] })).toBe(false);
  });
});

describe("carBadges (docs/showroom.md)", () => {
  const labels = (car: Parameters<typeof carBadges>[0]) => carBadges(car).map((badge) => badge.label);

  it("shows BLINDADO instead of Destaque for a featured armoured car", () => {
    expect(labels({ isFeatured: true, isTurbo: false, features: ["Blindado"] })).toEqual(["BLINDADO"]);
    expect(carBadges({ isFeatured: false, isTurbo: false, features: ["Blindado"] })[0]?.tone).toBe("armored");
  });

  it("shows Destaque for a featured car and TURBO in addition", () => {
    expect(labels({ isFeatured: true, isTurbo: false, features: [] })).toEqual(["Destaque"]);
    expect(labels({ isFeatured: true, isTurbo: true, features: [] })).toEqual(["Destaque", "TURBO"]);
    expect(labels({ isFeatured: false, isTurbo: true, features: ["Blindado"] })).toEqual([
      "BLINDADO",
      "TURBO",
    ]);
    expect(labels({ isFeatured: false, isTurbo: false, features: [] })).toEqual([]);
  });
});

describe("similarCars", () => {
  it("offers available cars of the same brand first, then the closest prices, never the car itself", () => {
    const sold = carRecord({ id: "sold", brand: "Jeep", price: 150_000, status: "sold" });
    const stock = [
      sold,
      carRecord({ id: "jeep-far", brand: "Jeep", price: 90_000 }),
      carRecord({ id: "jeep-near", brand: "Jeep", price: 155_000 }),
      carRecord({ id: "other-near", brand: "Fiat", price: 149_000 }),
      carRecord({ id: "other-far", brand: "Kia", price: 300_000 }),
      carRecord({ id: "other-mid", brand: "Kia", price: 170_000 }),
      carRecord({ id: "jeep-sold", brand: "Jeep", price: 150_000, status: "sold" }),
    ];
    expect(similarCars(sold, stock).map((car) => car.id)).toEqual([
      "jeep-near",
      "jeep-far",
      "other-near",
      "other-mid",
    ]);
  });
});
