import "server-only";

import type pg from "pg";

import { createPool, createPrismaClient, type Db } from "@/lib/db/connect";
import { env } from "@/lib/env";
import { DATABASE_POOL_KEY } from "@/lib/metrics/database-pool";

function createClient(): Db {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`");
  }
  const pool = createPool(env.DATABASE_URL);
  (globalThis as { [DATABASE_POOL_KEY]?: pg.Pool })[DATABASE_POOL_KEY] = pool;
  return createPrismaClient(env.DATABASE_URL, pool);
}

const globalForPrisma = globalThis as unknown as { prisma?: Db };

/** The one Prisma client of the app process. */
export const prisma: Db = globalForPrisma.prisma ?? createClient();
globalForPrisma.prisma = prisma;

export type { Db };
