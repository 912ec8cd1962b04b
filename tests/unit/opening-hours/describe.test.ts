import { describe, expect, it } from "vitest";

import { openingHoursRows, openingHoursSpecification } from "@/lib/opening-hours/describe";
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from "@/lib/opening-hours/schedule";

// The hours the site shows and the structured data says, from OPENING_HOURS.

describe("opening hours on the site", () => {
  it("shows the default as the pages always did", () => {
    expect(openingHoursRows(parseOpeningHours(DEFAULT_OPENING_HOURS))).toEqual([
      { days: "Segunda a Sexta", hours: "08:00 - 18:00" },
      { days: "Sábado", hours: "08:00 - 14:00" },
      { days: "Domingo", hours: "Fechado" },
    ]);
  });

  it("groups equal days, shows a lunch break and says when it never closes", () => {
    expect(
      openingHoursRows(parseOpeningHours("mon-wed 09:00-12:00,13:00-18:00; thu-sat 09:00-20:00")),
    ).toEqual([
      { days: "Segunda a Quarta", hours: "09:00 - 12:00 e 13:00 - 18:00" },
      { days: "Quinta a Sábado", hours: "09:00 - 20:00" },
      { days: "Domingo", hours: "Fechado" },
    ]);
    expect(openingHoursRows(parseOpeningHours("mon-sun 00:00-24:00"))).toEqual([
      { days: "Todos os dias", hours: "24 horas" },
    ]);
  });

  it("says the same in schema.org terms", () => {
    expect(openingHoursSpecification(parseOpeningHours(DEFAULT_OPENING_HOURS))).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "08:00", closes: "14:00" },
    ]);
    expect(openingHoursSpecification(parseOpeningHours("mon-sun 00:00-24:00"))).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ]);
  });
});
