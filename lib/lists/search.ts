import "server-only";

import { prisma } from "@/lib/db/client";
import { searchWords, type ListQuery, type SortOrder } from "@/lib/lists/query";

// What every admin list query shares on the server: the searched words folded by the database's own fold, a
// LIKE pattern of each, the page's offset and the order.

/** Printable ASCII: unaccent leaves it as it is, and lower() only maps A–Z. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * The words of `q` folded as the stored search texts are (lower-case, accents stripped), empty ones dropped.
 * Words with accents or other letters are folded by the database's own search_fold, so both sides agree; plain
 * ASCII words (most searches) fold the same way without that round trip.
 */
export async function foldedWords(q: string): Promise<string[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  if (words.every((word) => PLAIN_ASCII.test(word))) return words.map((word) => word.toLowerCase());
  const rows = await prisma.$queryRaw<Array<{ folded: string }>>`
    SELECT search_fold(word) AS folded FROM unnest(${words}::text[]) WITH ORDINALITY AS t(word, n) ORDER BY n`;
  return rows.map((row) => row.folded.trim()).filter(Boolean);
}

/**
 * The word for Prisma's `contains`, which is SQL LIKE and leaves its wildcards live: '%', '_' and the escape
 * character itself are escaped, so '50%' finds '50%' and not every '50'.
 */
export function likeWord(foldedWord: string): string {
  return foldedWord.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `{ search: { contains } }` of a folded word. */
export const searchContains = (foldedWord: string) => ({ search: { contains: likeWord(foldedWord) } });

/** Prisma's skip and take of the page asked for. */
export function pageWindow(query: Pick<ListQuery<string>, "page" | "pageSize">) {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

type Sort = { sort: SortOrder; nulls: "last" } | SortOrder;

/** The column a sort field orders by: the item's field name, its snake_case alias in camelCase. */
export function sortColumn(field: string): string {
  return field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The order of a page: the sorted field's column (`nullable` columns sorting their empty values last), then the
 * id, so pages never share or skip a row. Without `sort`, the list's `fallback` order, with `order` (if any)
 * applied to its first field.
 */
export function listOrder(
  query: Pick<ListQuery<string>, "sort" | "order">,
  {
    nullable = [],
    fallback,
  }: { nullable?: readonly string[]; fallback: ReadonlyArray<Record<string, SortOrder>> },
): Array<Record<string, Sort>> {
  if (!query.sort) {
    const [first, ...rest] = fallback;
    if (!first || !query.order) return [...fallback];
    const column = Object.keys(first)[0]!;
    return [{ [column]: query.order }, ...rest];
  }
  const column = sortColumn(query.sort);
  const order = query.order ?? "asc";
  return [{ [column]: nullable.includes(column) ? { sort: order, nulls: "last" } : order }, { id: order }];
}

/** The number of matches of a list, from the summary's groups (each counted with `_count: { _all: true }`). */
export function matchesOfGroups(groups: ReadonlyArray<{ _count: { _all: number } }>): number {
  return groups.reduce((count, group) => count + group._count._all, 0);
}

/** Money of an aggregate (a Decimal or null) as a number with two decimals. */
export function moneyNumber(value: { toNumber(): number } | null | undefined): number {
  return value ? Math.round(value.toNumber() * 100) / 100 : 0;
}
