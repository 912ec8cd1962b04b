import { describe, expect, it } from "vitest";

import { carCreateSchema, carUpdateSchema } from "@/lib/cars/schema";
import {
  CONSIGNMENT_ALL_OR_NONE,
  CONSIGNMENT_END_BEFORE_START,
  consignmentSchema,
  consignmentStatus,
  daysFromTo,
  NET_TO_OWNER_NOT_POSITIVE,
} from "@/lib/consignments/schema";

// docs/business-rules.md "Consignment": the six fields, all or none.

const consignment = {
  ownerName: "João Proprietário",
  ownerDocument: "529.982.247-25",
  ownerPhone: "(11) 98765-4321",
  netToOwner: 85_000,
  startDate: "2026-11-01",
  endDate: "2026-12-31",
};

describe("a car's consignment", () => {
  it("stores the document and phone as digits", () => {
    expect(consignmentSchema.parse(consignment)).toEqual({
      ...consignment,
      ownerDocument: "52998224725",
      ownerPhone: "11987654321",
    });
  });

  it("is all six fields or none", () => {
    const { ownerPhone: _phone, ...five } = consignment;
    const result = consignmentSchema.safeParse(five);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["ownerPhone"], message: CONSIGNMENT_ALL_OR_NONE }),
    ]);
    expect(carUpdateSchema.parse({ consignment: null }).consignment).toBeNull();
    expect(carUpdateSchema.parse({}).consignment).toBeUndefined();
  });

  it("refuses a wrong CPF/CNPJ, a non-positive amount and an end before the start", () => {
    const message = (body: object) =>
      consignmentSchema.safeParse({ ...consignment, ...body }).error?.issues[0]?.message;
    expect(message({ ownerDocument: "529.982.247-24" })).toBe("CPF/CNPJ inválido");
    expect(message({ netToOwner: 0 })).toBe(NET_TO_OWNER_NOT_POSITIVE);
    expect(message({ endDate: "2026-10-31" })).toBe(CONSIGNMENT_END_BEFORE_START);
    expect(consignmentSchema.safeParse({ ...consignment, endDate: "2026-11-01" }).success).toBe(true);
  });

  it("travels in the car's create body with the minimum price, which may not exceed the price", () => {
    const car = {
      brand: "Toyota",
      model: "Corolla",
      year: "2022",
      price: 100_000,
      mileage: 1,
      color: "Prata",
    };
    expect(carCreateSchema.parse({ ...car, consignment, minimumPrice: 95_000 })).toMatchObject({
      minimumPrice: 95_000,
      consignment: { ownerDocument: "52998224725" },
    });
    const above = carCreateSchema.safeParse({ ...car, minimumPrice: 100_000.01 });
    expect(above.error?.issues[0]).toMatchObject({
      path: ["minimumPrice"],
      message: "O preço mínimo não pode ser maior que o preço",
    });
  });
});

describe("the consignments report's arithmetic", () => {
  it("counts calendar days to the end date, 0 on the last day, negative after", () => {
    expect(daysFromTo("2026-11-28", "2026-12-05")).toBe(7);
    expect(daysFromTo("2026-11-28", "2026-11-28")).toBe(0);
    expect(daysFromTo("2026-11-28", "2026-11-25")).toBe(-3);
  });

  it("is sold once the car sold, expired after its end, active otherwise", () => {
    expect(consignmentStatus("sold", -10)).toBe("sold");
    expect(consignmentStatus("available", -1)).toBe("expired");
    expect(consignmentStatus("available", 0)).toBe("active");
  });
});
