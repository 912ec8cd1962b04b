// `npm run db:seed [-- --with-staff]`: seeds the demo data into an empty database.
// With DATABASE_URL: migrates it, then seeds the demo stock only when it has no cars and no users; staff accounts
// (demo1234 passwords) only with --with-staff, since this may be a real server. Without DATABASE_URL: starts the
// embedded PostgreSQL under DATA_DIR, which migrates and seeds itself when empty (demo accounts too with
// --with-staff or DEMO_ACCOUNTS=1), and stops it again.
import "@/lib/load-env";

import { migrate } from "@/lib/db/migrate";
import { prepareDatabase } from "@/lib/db/prepare";
import { env } from "@/lib/env";
import { seedIfEmpty } from "@/prisma/seed";

async function main() {
  const withStaff = process.argv.includes("--with-staff");
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
  await database.close();
  if (!seeded) console.log("[seed] the embedded database already has data: nothing seeded");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
