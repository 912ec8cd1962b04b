import "server-only";

import { revalidateTag } from "next/cache";

import { prisma } from "@/lib/db/client";

/**
 * Expires cached data and pages carrying these tags on this instance at once, and on every other instance
 * within a second: the cache handlers of each instance poll the table this writes (lib/cache/handlers/tag-sync.mjs).
 * The row is written here, awaited, rather than from a handler's `updateTags`, which Next.js runs only after the
 * answer is sent and whose failure nobody would see.
 */
export async function invalidateTags(tags: string[]): Promise<void> {
  const unique = [...new Set(tags)];
  const now = new Date();
  await prisma.$transaction(
    unique.map((tag) =>
      prisma.cacheTagRevalidation.upsert({ where: { tag }, create: { tag, updatedAt: now }, update: { updatedAt: now } }),
    ),
  );
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
}
