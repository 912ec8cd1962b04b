import { inject } from "vitest";

import { createPrismaClient, type Db } from "@/lib/db/connect";

let client: Db | undefined;

/** A Prisma client on the integration database, for arranging data and checking what the API wrote. */
export function testDb(): Db {
  client ??= createPrismaClient(inject("databaseUrl"));
  return client;
}

export function apiUrl(path: string): string {
  return `${inject("baseUrl")}${path}`;
}
