import { describe, expect, it } from "vitest";

import { addDays, saoPauloMidnight } from "@/lib/format/dates";
import {
  canCancelReservation,
  isReservationActive,
  isWithinReservationWindow,
  reservationEndsAt,
  reservationWindow,
} from "@/lib/reservations/rules";
import { reservationInputSchema, UNTIL_OUT_OF_RANGE } from "@/lib/reservations/schema";

// docs/business-rules.md "Reservations": active until the close of `until` in São Paulo, whatever the clock's zone.

describe("the reservation's days", () => {
  it("run from today to 7 days ahead on São Paulo's calendar", () => {
    // 01:30 UTC on the 1st is still the 30th in São Paulo (UTC−3).
    expect(reservationWindow(new Date("2026-12-01T01:30:00Z"))).toEqual({
      first: "2026-11-30",
      last: "2026-12-07",
    });
    const now = new Date("2026-11-28T15:00:00Z");
    expect(isWithinReservationWindow("2026-11-28", now)).toBe(true);
    expect(isWithinReservationWindow("2026-12-05", now)).toBe(true);
    expect(isWithinReservationWindow("2026-12-06", now)).toBe(false);
    expect(isWithinReservationWindow("2026-11-27", now)).toBe(false);
  });

  it("end at the first instant of the next São Paulo day", () => {
    expect(reservationEndsAt("2026-11-30").toISOString()).toBe("2026-12-01T03:00:00.000Z");
    expect(saoPauloMidnight("2026-02-28").toISOString()).toBe("2026-02-28T03:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("hold the car through the last day and not a moment after", () => {
    const reservation = { until: "2026-11-30", endedAt: null };
    expect(isReservationActive(reservation, new Date("2026-12-01T02:59:59.999Z"))).toBe(true);
    expect(isReservationActive(reservation, new Date("2026-12-01T03:00:00.000Z"))).toBe(false);
    expect(
      isReservationActive(
        { ...reservation, endedAt: "2026-11-29T10:00:00Z" },
        new Date("2026-11-29T12:00:00Z"),
      ),
    ).toBe(false);
  });

  it("are ended early only by managers or the one who took it", () => {
    const reservation = { createdById: "v1" };
    expect(canCancelReservation({ id: "v1", role: "vendedor" }, reservation)).toBe(true);
    expect(canCancelReservation({ id: "v2", role: "vendedor" }, reservation)).toBe(false);
    expect(canCancelReservation({ id: "g1", role: "gerente" }, reservation)).toBe(true);
    expect(canCancelReservation(null, reservation)).toBe(false);
  });
});

describe("the reservation's input", () => {
  const today = reservationWindow(new Date()).first;
  const valid = { clientName: "Maria Souza", clientPhone: "(11) 98765-4321", deposit: 2_000, until: today };

  it("takes the client, a deposit of zero or more and a day within the window", () => {
    expect(reservationInputSchema.parse(valid)).toEqual({ ...valid, clientPhone: "11987654321" });
    expect(reservationInputSchema.parse({ ...valid, deposit: 0 }).deposit).toBe(0);
    expect(reservationInputSchema.parse({ ...valid, deposit: "1.500,50" }).deposit).toBe(1_500.5);
  });

  it("refuses a past day, one beyond 7 days, a negative deposit and a bad phone", () => {
    const issue = (body: object) => reservationInputSchema.safeParse({ ...valid, ...body }).error?.issues[0];
    expect(issue({ until: addDays(today, -1) })?.message).toBe(UNTIL_OUT_OF_RANGE);
    expect(issue({ until: addDays(today, 8) })?.message).toBe(UNTIL_OUT_OF_RANGE);
    expect(issue({ until: "2026-02-30" })?.message).toBe("Data inválida");
    expect(issue({ deposit: -1 })?.message).toBe("O sinal não pode ser negativo");
    expect(issue({ deposit: 1.234 })?.message).toBe("Use no máximo duas casas decimais");
    expect(issue({ clientPhone: "123" })?.message).toBe("Digite um telefone válido (10 ou 11 dígitos)");
    expect(issue({ clientName: "  " })?.message).toBe("Nome do cliente é obrigatório");
  });
});
