import { describe, expect, it } from "vitest";

import { appointmentInputSchema, INVALID_DATE, INVALID_KIND, INVALID_TIME } from "@/lib/appointments/schema";
import { headlinesOf, inputErrorBody } from "@/lib/validation/input-errors";

// The booking form's and POST /api/appointments' one schema: the contact tickets' name, phone and e-mail rules, a
// real calendar day and a time on the 30-minute grid.

const valid = {
  name: "  Carla Souza ",
  phone: "(11) 98888-7777",
  email: "",
  kind: "test-drive",
  date: "2026-12-02",
  time: "10:30",
  carId: "",
};

const messageOf = (input: Record<string, unknown>) => {
  const parsed = appointmentInputSchema.safeParse(input);
  return parsed.success
    ? null
    : inputErrorBody(parsed.error.issues, headlinesOf(appointmentInputSchema)).error;
};

describe("appointment input", () => {
  it("trims the name, keeps the phone's digits and drops an empty e-mail and car", () => {
    expect(appointmentInputSchema.parse(valid)).toEqual({
      name: "Carla Souza",
      phone: "11988887777",
      email: undefined,
      carId: undefined,
      kind: "test-drive",
      date: "2026-12-02",
      time: "10:30",
    });
  });

  it("refuses impossible dates, off-grid times and unknown kinds with their texts", () => {
    expect(messageOf({ ...valid, date: "2026-02-30" })).toBe(INVALID_DATE);
    expect(messageOf({ ...valid, date: "02/12/2026" })).toBe(INVALID_DATE);
    expect(messageOf({ ...valid, time: "10:15" })).toBe(INVALID_TIME);
    expect(messageOf({ ...valid, time: "7:00" })).toBe(INVALID_TIME);
    expect(messageOf({ ...valid, kind: "passeio" })).toBe(INVALID_KIND);
  });

  it("uses the contact tickets' texts for missing fields and a bad phone", () => {
    expect(messageOf({ ...valid, name: " " })).toBe("Por favor, preencha todos os campos obrigatórios.");
    expect(messageOf({ ...valid, phone: "1234" })).toBe(
      "Por favor, digite um telefone válido (10 ou 11 dígitos).",
    );
  });
});
