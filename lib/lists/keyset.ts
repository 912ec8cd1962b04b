// Reading every row of a list in its default order (newest first) one batch at a time, each batch starting after
// the last row of the one before (keyset paging: no OFFSET, so the thousandth batch costs what the first did,
// and a row written meanwhile never shifts the rest). No server imports: callers pass their query.

export const EXPORT_BATCH_SIZE = 500;

export type Newest = { createdAt: Date; id: string };

/** Newest first, the id breaking ties: the lists' default order and the exports' order. */
export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] as const;

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

/** Every row matching `where` in batches, newest first (the CSV exports): `read` runs the list's findMany. */
export function newestFirstBatches<Where, Row extends Newest>(
  where: Where,
  read: (args: {
    where: { AND: [Where, ReturnType<typeof olderThan>] };
    orderBy: Array<(typeof NEWEST_FIRST)[number]>;
    take: number;
  }) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  return keysetBatches((after, take) =>
    read({ where: { AND: [where, olderThan(after)] }, orderBy: [...NEWEST_FIRST], take }),
  );
}
