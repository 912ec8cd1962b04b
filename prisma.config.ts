import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection URL from here, not from schema.prisma. Its env() helper throws when the
// variable is unset (even for `prisma generate`), so the URL is read directly and may be empty.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
