// Calendar days ('2026-03-01') are stored in DATE columns; Prisma reads and writes them as UTC midnight, so a day
// must become that instant and never the local midnight, which would land on the day before west of UTC.

/** The stored instant of a calendar day 'YYYY-MM-DD' (null stays null: a cleared optional date). */
export function dayDate(day: string): Date;
export function dayDate(day: string | null): Date | null;
export function dayDate(day: string | null): Date | null {
  return day ? new Date(`${day}T00:00:00.000Z`) : null;
}
