import type pg from "pg";

/** Where lib/db/client.ts leaves the app's connection pool for the metrics to read. */
export const DATABASE_POOL_KEY = Symbol.for("auto-premium.database-pool");

export function appDatabasePool(): pg.Pool | undefined {
  return (globalThis as { [DATABASE_POOL_KEY]?: pg.Pool })[DATABASE_POOL_KEY];
}
