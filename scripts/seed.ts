// `npm run db:seed [-- --with-staff] [-- --years N | --days N]`: seeds the demo data into an empty database.
// With DATABASE_URL: migrates it, then seeds the demo stock only when it has no cars and no users; staff accounts
// (demo1234 passwords) only with --with-staff, since this may be a real server. Without DATABASE_URL: starts the
// embedded PostgreSQL under DATA_DIR, which migrates and seeds itself when empty (demo accounts too with
// --with-staff or DEMO_ACCOUNTS=1), and stops it again.
// `--years N` (or `--days N`) adds N years (days) of business history before the demo's own weeks
// (prisma/seed-history.ts), only when this run seeded the demo data, i.e. on a database that was empty.
import "@/lib/load-env";

import { migrate } from "@/lib/db/migrate";
import { prepareDatabase } from "@/lib/db/prepare";
import { env } from "@/lib/env";
import { seedIfEmpty } from "@/prisma/seed";

const DAYS_PER_YEAR = 365.25;

/** The days of history asked for, or null; throws on a value that is not a positive number. */
function historyDays(args: readonly string[]): number | null {
  for (const [flag, scale] of [
    ["--years", DAYS_PER_YEAR],
    ["--days", 1],
  ] as const) {
    const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
    if (index < 0) continue;
    const raw = args[index]!.includes("=") ? args[index]!.split("=")[1] : args[index + 1];
    const value = Number(raw);
    if (!raw || !Number.isFinite(value) || value <= 0 || value * scale > 50 * DAYS_PER_YEAR)
      throw new Error(`${flag} needs a positive number (at most 50 years), e.g. ${flag} 10`);
    return Math.max(1, Math.round(value * scale));
  }
  return null;
}

async function addHistory(url: string, days: number | null) {
  if (days === null) return;
  const { seedHistory } = await import("@/prisma/seed-history");
  const log = (line: string) => console.log(line);
  const summary = await seedHistory(url, { days, log });
  console.log(summary ? `[seed] history seeded: ${summary}` : "[seed] the database already has a history");
}

async function main() {
  const withStaff = process.argv.includes("--with-staff");
  const days = historyDays(process.argv.slice(2));
  if (env.DATABASE_URL) {
    const applied = await migrate(env.DATABASE_URL);
    console.log(
      applied.length ? `[seed] applied migrations: ${applied.join(", ")}` : "[seed] migrations up to date",
    );
    const summary = await seedIfEmpty(env.DATABASE_URL, { staffAccounts: withStaff });
    if (summary) {
      console.log(`[seed] demo data seeded: ${summary}`);
      if (!withStaff)
        console.log("[seed] no staff accounts created (pass --with-staff to add the demo accounts)");
      await addHistory(env.DATABASE_URL, days);
    } else {
      console.log("[seed] the database already has cars or users: nothing seeded");
    }
    return;
  }
  let seeded = false;
  const database = await prepareDatabase({
    supervise: false,
    mode: "seed",
    demoAccounts: withStaff || undefined,
    log: (line) => {
      if (line.includes("demo data seeded")) seeded = true;
      console.log(line);
    },
  });
  try {
    if (seeded) await addHistory(database.url, days);
  } finally {
    await database.close();
  }
  if (!seeded) console.log("[seed] the embedded database already has data: nothing seeded");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
