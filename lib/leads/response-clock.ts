import { openingMinutesBetween } from "@/lib/opening-hours/clock";
import type { OpeningSchedule } from "@/lib/opening-hours/schedule";

// The response clock a ticket card shows (docs/business-rules.md "Leads"): the opening-hours time left to answer,
// how long it is overdue, or how long the answer took. Pure: the tickets tab runs it each minute in the browser.

export type ResponseClock =
  | { state: "due"; minutes: number; text: string }
  | { state: "overdue"; minutes: number; text: string }
  | { state: "answered"; minutes: number; text: string }
  | { state: "none"; text: "" };

type Lead = {
  status: string;
  createdAt: string;
  responseDueAt: string | null;
  firstResponseAt: string | null;
  escalatedAt: string | null;
};

/** "8 min", "1 h 05 min", "26 h". */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}

export function responseClock(lead: Lead, now: Date, schedule: OpeningSchedule): ResponseClock {
  if (lead.firstResponseAt) {
    const minutes = openingMinutesBetween(
      new Date(lead.escalatedAt ?? lead.createdAt),
      new Date(lead.firstResponseAt),
      schedule,
    );
    return { state: "answered", minutes, text: `Respondido em ${durationText(minutes)}` };
  }
  if (!lead.responseDueAt || lead.status === "resolved") return { state: "none", text: "" };
  const left = openingMinutesBetween(now, new Date(lead.responseDueAt), schedule);
  // Under a minute left shows as 1 minute; a due time just passed shows as overdue.
  if (left > 0)
    return { state: "due", minutes: left, text: `Responder em ${durationText(Math.max(1, left))}` };
  return { state: "overdue", minutes: -left, text: `Atrasado há ${durationText(-left)}` };
}
