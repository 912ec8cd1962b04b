import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

import { TimeBoundClient } from "@/lib/db/time-bound-client";
import { PrismaClient } from "@/lib/db/generated/client";

// A database that is down, or frozen without closing its connections, must fail fast (API routes answer 503
// within 5 s) instead of queueing requests forever. The worst case is one wait for a connection or one query:
// - CONNECTION_TIMEOUT_MS bounds the wait for a pooled connection and the opening of a new one together;
// - QUERY_TIMEOUT_MS bounds each query on the client side (a frozen server never answers), and the connection
//   of a query that outlived it is closed rather than reused;
// - STATEMENT_TIMEOUT_MS lets a live but slow server cancel the statement itself first, keeping the connection.
const CONNECTION_TIMEOUT_MS = 2_000;
const QUERY_TIMEOUT_MS = 3_000;
const STATEMENT_TIMEOUT_MS = 2_500;
const POOL_SIZE = 10;

/** The connection pool of a Prisma client (its figures are published by GET /api/metrics). */
export function createPool(connectionString: string): pg.Pool {
  return new pg.Pool({
    connectionString,
    Client: TimeBoundClient,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    max: POOL_SIZE,
  });
}

/** A Prisma client on PostgreSQL. The password hash is omitted unless a query asks for it explicitly. */
export function createPrismaClient(connectionString: string, pool: pg.Pool = createPool(connectionString)) {
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createPrismaClient>;
