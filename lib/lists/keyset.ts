// Reading every row of a list in its default order (newest first) one batch at a time, each batch starting after
// the last row of the one before (keyset paging: no OFFSET, so the thousandth batch costs what the first did,
// and a row written meanwhile never shifts the rest). No server imports: callers pass their query.

export const EXPORT_BATCH_SIZE = 500;

export type Newest = { createdAt: Date; id: string };

/** The rows after `last` in the order createdAt desc, id desc: a `where` for Prisma. */
export function olderThan(last: Newest | null) {
  if (!last) return {};
  return {
    OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }],
  };
}

/** Batches of `read(after, size)` until one comes back short. */
export async function* keysetBatches<Row extends Newest>(
  read: (after: Newest | null, size: number) => Promise<Row[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let last: Newest | null = null;
  for (;;) {
    const rows = await read(last, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1]!;
  }
}
