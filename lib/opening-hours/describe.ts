import type { OpeningHoursSpecification } from "schema-dts";

import { clockText } from "@/lib/opening-hours/clock";
import type { DayHours, OpeningSchedule } from "@/lib/opening-hours/schedule";

// The opening hours as the site shows them (footer, contact and about pages) and as the AutoDealer structured
// data says them, both from OPENING_HOURS, so the hours shown are the hours the bookings and lead clocks use.
// Pure, no server imports.

export type OpeningHoursRow = { days: string; hours: string };

/** Monday first, as a week is read in Brazil; 0 is Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"] as const;
const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const rangesText = (hours: DayHours) =>
  hours.length === 0
    ? "Fechado"
    : hours.map(([open, close]) => `${clockText(open)} - ${clockText(close)}`).join(" e ");

/** Consecutive days with the same hours, in week order: [Monday…Friday], [Saturday], [Sunday]. */
function groups(schedule: OpeningSchedule): number[][] {
  const result: number[][] = [];
  for (const day of WEEK) {
    const last = result.at(-1);
    const same = last && rangesText(schedule.days[last[0]!]!) === rangesText(schedule.days[day]!);
    if (last && same) last.push(day);
    else result.push([day]);
  }
  return result;
}

const groupName = (days: number[]) =>
  days.length === 1 ? DAY_NAMES[days[0]!]! : `${DAY_NAMES[days[0]!]} a ${DAY_NAMES[days.at(-1)!]}`;

/** "Segunda a Sexta: 08:00 - 18:00", "Sábado: 08:00 - 14:00", "Domingo: Fechado" (the default). */
export function openingHoursRows(schedule: OpeningSchedule): OpeningHoursRow[] {
  if (schedule.alwaysOpen) return [{ days: "Todos os dias", hours: "24 horas" }];
  return groups(schedule).map((days) => ({
    days: groupName(days),
    hours: rangesText(schedule.days[days[0]!]!),
  }));
}

/** schema.org's OpeningHoursSpecification: one entry per range of a group of open days (24:00 written 23:59). */
export function openingHoursSpecification(schedule: OpeningSchedule): OpeningHoursSpecification[] {
  return groups(schedule).flatMap((days) =>
    schedule.days[days[0]!]!.map(([open, close]) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: days.length === 1 ? SCHEMA_DAYS[days[0]!]! : days.map((day) => SCHEMA_DAYS[day]!),
      opens: clockText(open),
      closes: close >= 24 * 60 ? "23:59" : clockText(close),
    })),
  );
}
