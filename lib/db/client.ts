import "server-only";

import { createPrismaClient, type Db } from "@/lib/db/connect";
import { env } from "@/lib/env";

function createClient(): Db {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`");
  }
  return createPrismaClient(env.DATABASE_URL);
}

const globalForPrisma = globalThis as unknown as { prisma?: Db };

/** The one Prisma client of the app process. */
export const prisma: Db = globalForPrisma.prisma ?? createClient();
globalForPrisma.prisma = prisma;

export type { Db };
