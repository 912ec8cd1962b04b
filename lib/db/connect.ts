import { PrismaPg } from "@prisma/adapter-pg";

import { PrismaClient } from "@/lib/db/generated/client";

// A dead database must fail fast (health answers 503 within 5 s) instead of queueing requests forever.
const CONNECTION_TIMEOUT_MS = 3_000;
const POOL_SIZE = 10;

/** A Prisma client on PostgreSQL. The password hash is omitted unless a query asks for it explicitly. */
export function createPrismaClient(connectionString: string) {
  const adapter = new PrismaPg({
    connectionString,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    max: POOL_SIZE,
  });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createPrismaClient>;
