import { describe, expect, expectTypeOf, it } from "vitest";

import { toApiCar, type ApiCar } from "@/lib/cars/dto";
import { carSelect, staffCarSelect } from "@/lib/cars/select";
import type { CarImage, CarRecord, StaffCarRecord } from "@/lib/cars/types";

import { carRecord } from "./fixtures";

// The car's shape is written once, as the read side's select: the record and the API's car follow from it.
// The latest price change is read to make `priceDrop`, the reservation not ended to make `reserved`; neither is
// shown as it is.

const selected = (select: object) =>
  Object.keys(select).filter((key) => key !== "photos" && key !== "priceChanges" && key !== "reservations");

describe("the car shape, derived from the select", () => {
  it("the record has exactly the selected columns, photos as `images`, the latest change as `priceDrop`", () => {
    expect(Object.keys(carRecord()).sort()).toEqual(
      [...selected(carSelect), "images", "priceDrop", "reserved", "reservedUntil"].sort(),
    );
    expectTypeOf<keyof CarRecord>().toEqualTypeOf<
      | Exclude<keyof typeof carSelect, "photos" | "priceChanges" | "reservations">
      | "images"
      | "priceDrop"
      | "reserved"
      | "reservedUntil"
    >();
  });

  it("reads money as numbers and moments as ISO strings", () => {
    expectTypeOf<CarRecord["price"]>().toEqualTypeOf<number>();
    expectTypeOf<CarRecord["createdAt"]>().toEqualTypeOf<string>();
    expectTypeOf<StaffCarRecord["purchasePrice"]>().toEqualTypeOf<number | null>();
    expectTypeOf<StaffCarRecord["purchaseDate"]>().toEqualTypeOf<string | null>();
    expectTypeOf<CarRecord["fipePrice"]>().toEqualTypeOf<number | null>();
    expectTypeOf<CarImage>().toEqualTypeOf<{
      url: string;
      publicId: string;
      width: number;
      height: number;
    }>();
  });

  it("the API's car is the record without yearValue, with the snake_case counters and, for staff, the purchase", () => {
    const staff: StaffCarRecord = {
      ...carRecord(),
      purchasePrice: 1,
      purchaseDate: "2026-01-02",
      plate: "ABC1D23",
      renavam: "00639884962",
      chassis: "9BWZZZ377VT004251",
      minimumPrice: null,
      consignment: null,
      reservation: null,
    };
    const car = toApiCar(staff, { id: "u", email: "a@b.c", name: "A", role: "admin" });
    expect(Object.keys(car).sort()).toEqual(
      [
        ...selected(staffCarSelect).filter((key) => key !== "yearValue"),
        "images",
        "priceDrop",
        "reserved",
        "reservation",
        "phone_clicks",
        "whatsapp_clicks",
      ].sort(),
    );
    expectTypeOf<keyof ApiCar>().toEqualTypeOf<
      | Exclude<keyof typeof staffCarSelect, "photos" | "priceChanges" | "yearValue" | "reservations">
      | "images"
      | "priceDrop"
      | "reserved"
      | "reservation"
      | "priceHistory"
      | "phone_clicks"
      | "whatsapp_clicks"
    >();
  });
});
