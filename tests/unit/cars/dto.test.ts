import { describe, expect, it } from "vitest";

import type { Actor } from "@/lib/auth/actor";
import { toApiCar } from "@/lib/cars/dto";
import type { StaffCarRecord } from "@/lib/cars/types";

import { carRecord } from "./fixtures";

const actor = (role: Actor["role"]): Actor => ({ id: "u1", email: "x@y.z", name: "X", role });

describe("the API car (docs/business-rules.md 'Cars')", () => {
  const staffRecord: StaffCarRecord = {
    ...carRecord({ phoneClicks: 3, whatsappClicks: 7 }),
    purchasePrice: 80_000,
    purchaseDate: "2026-10-01",
    plate: "ABC1D23",
    renavam: "00639884962",
    chassis: "9BWZZZ377VT004251",
    minimumPrice: 90_000,
    consignment: {
      ownerName: "João Proprietário",
      ownerDocument: "52998224725",
      ownerPhone: "11987654321",
      netToOwner: 85_000,
      startDate: "2026-11-01",
      endDate: "2026-12-31",
    },
    reservation: {
      id: "r1",
      carId: "car-1",
      clientName: "Maria Compradora",
      clientPhone: "11912345678",
      deposit: 2_000,
      until: "2026-11-30",
      createdById: "u1",
      createdAt: "2026-11-27T12:00:00.000Z",
    },
    reserved: true,
    reservedUntil: "2026-11-30",
  };

  it("carries the snake_case counters beside the camelCase ones", () => {
    const car = toApiCar(carRecord({ phoneClicks: 3, whatsappClicks: 7, views: 11 }), null);
    expect(car).toMatchObject({
      phoneClicks: 3,
      phone_clicks: 3,
      whatsappClicks: 7,
      whatsapp_clicks: 7,
      views: 11,
    });
  });

  it("gives the purchase fields only to callers with the cars permission", () => {
    expect(toApiCar(staffRecord, null)).not.toHaveProperty("purchasePrice");
    expect(toApiCar(staffRecord, actor("user"))).not.toHaveProperty("purchaseDate");
    expect(toApiCar(staffRecord, actor("ajudante"))).not.toHaveProperty("purchasePrice");
    expect(toApiCar(staffRecord, actor("vendedor"))).toMatchObject({
      purchasePrice: 80_000,
      purchaseDate: "2026-10-01",
    });
    expect(toApiCar(staffRecord, actor("admin"))).toMatchObject({ purchasePrice: 80_000 });
  });

  it("gives the registration fields (plate, RENAVAM, chassis) only to callers with the cars permission", () => {
    for (const caller of [null, actor("user"), actor("ajudante")]) {
      const car = toApiCar(staffRecord, caller);
      expect(car).not.toHaveProperty("plate");
      expect(car).not.toHaveProperty("renavam");
      expect(car).not.toHaveProperty("chassis");
    }
    expect(toApiCar(staffRecord, actor("vendedor"))).toMatchObject({
      plate: "ABC1D23",
      renavam: "00639884962",
      chassis: "9BWZZZ377VT004251",
    });
  });

  it("gives the minimum price, the consignment and the reservation's client only to the cars permission", () => {
    for (const caller of [null, actor("user"), actor("ajudante")]) {
      const car = toApiCar(staffRecord, caller);
      for (const field of ["minimumPrice", "consignment", "reservation", "reservedUntil"])
        expect(car, field).not.toHaveProperty(field);
      expect(car.reserved).toBe(true);
    }
    expect(toApiCar(staffRecord, actor("vendedor"))).toMatchObject({
      minimumPrice: 90_000,
      consignment: { ownerName: "João Proprietário", netToOwner: 85_000 },
      reservation: { clientName: "Maria Compradora", deposit: 2_000, until: "2026-11-30" },
      reserved: true,
    });
    expect(toApiCar(staffRecord, actor("vendedor"))).not.toHaveProperty("reservedUntil");
  });

  it("never adds purchase fields to a public record, whoever asks", () => {
    expect(toApiCar(carRecord(), actor("gerente"))).not.toHaveProperty("purchasePrice");
  });
});
