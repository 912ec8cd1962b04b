import type { Db } from "@/lib/db/client";

/** A transaction's client (what prisma.$transaction hands its callback); services take it to join a transaction. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
