import "server-only";

import { PHOTO_DELETION_LOCK } from "@/lib/backup/locks";

// A photo file is deleted only while this process holds the photo deletion lock shared (lib/backup/locks.ts),
// so a backup that is linking the files of its snapshot never loses one a row of that snapshot names. The lock
// is tried, not waited for, so no statement outlives the app's query timeouts; a backup holds it for the moment
// it takes to link the files.

const RETRY_MS = 100;
const GIVE_UP_MS = 60_000;

export async function withPhotoDeletionLock<T>(deletion: () => Promise<T>): Promise<T> {
  const { prisma } = await import("@/lib/db/client");
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const outcome = await prisma.$transaction(
      async (tx) => {
        const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`
          SELECT pg_try_advisory_xact_lock_shared(${PHOTO_DELETION_LOCK}) AS locked`;
        return locked ? { done: true as const, value: await deletion() } : { done: false as const };
      },
      { timeout: 30_000 },
    );
    if (outcome.done) return outcome.value;
    if (Date.now() > deadline) throw new Error("a backup kept the photo deletion lock for too long");
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
