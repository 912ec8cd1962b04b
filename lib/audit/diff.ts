// The per-field diff of an audit entry (docs/audit.md), computed from two plain records without naming their
// fields, so a column added to a car or a sale is audited as soon as its service passes the row. Values are
// normalized to JSON a person can read: money (Decimal) as numbers, days as YYYY-MM-DD, instants as ISO text,
// photo lists as their publicIds, private files as "(arquivo)", and secrets never. No server imports.

export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
export type AuditChanges = Record<string, [AuditValue, AuditValue]>;
export type AuditRecord = Record<string, unknown>;

/** What a file column shows: whether a file is there, never its id or content. */
export const FILE_MARK = "(arquivo)";

/**
 * Columns that are no content of the record: keys, bookkeeping, the search text the database writes, numbers
 * derived from another field, the public's counters, the session version a role change bumps, and the moment a
 * sale closed (the entry of the status change carries it as its own `at`).
 */
const IGNORED = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "closedAt",
  "search",
  "yearValue",
  "views",
  "phoneClicks",
  "whatsappClicks",
  "sessionVersion",
  // When a sale became closed: its status change already says so.
  "closedAt",
]);

/** Secrets are never written to the trail, not even as "changed". */
const SECRET = /password|hash|secret|token/i;
/** Columns holding a private file's id (fileId, receiptFileId). */
const FILE = /fileid$/i;

const isDecimal = (value: object): value is { toNumber(): number } =>
  typeof (value as { toNumber?: unknown }).toNumber === "function" &&
  typeof (value as { toFixed?: unknown }).toFixed === "function";

/** A Date: a day (UTC midnight, how date-only columns are stored) as YYYY-MM-DD, any other instant as ISO text. */
function dateValue(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
}

/** One value as the trail stores it. */
export function normalizeValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return dateValue(value);
  if (Array.isArray(value)) return value.map(arrayItem);
  if (typeof value === "object") {
    if (isDecimal(value)) return value.toNumber();
    const record: Record<string, AuditValue> = {};
    for (const key of Object.keys(value).sort())
      record[key] = normalizeValue((value as Record<string, unknown>)[key]);
    return record;
  }
  return null;
}

/** An item of a list: a photo (or anything with a publicId or url) is named by it, the rest as usual. */
function arrayItem(item: unknown): AuditValue {
  if (item && typeof item === "object" && !Array.isArray(item) && !(item instanceof Date)) {
    const { publicId, url } = item as { publicId?: unknown; url?: unknown };
    if (typeof publicId === "string") return publicId;
    if (typeof url === "string") return url;
  }
  return normalizeValue(item);
}

/** Nothing there: what a field of a record that does not exist (before a create, after a delete) is compared as. */
function isEmpty(value: AuditValue): boolean {
  if (value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}

const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * {field: [before, after]} of the fields that differ between two records (null for the record that does not
 * exist: a create's before, a delete's after). Unchanged fields are left out; a file that was replaced shows
 * ["(arquivo)", "(arquivo)"], as its id changed.
 */
export function auditDiff(before: AuditRecord | null, after: AuditRecord | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of [...keys].sort()) {
    if (IGNORED.has(key) || SECRET.test(key)) continue;
    const rawBefore = before?.[key];
    const rawAfter = after?.[key];
    if (FILE.test(key)) {
      const had = rawBefore != null && rawBefore !== "";
      const has = rawAfter != null && rawAfter !== "";
      if (!had && !has) continue;
      if (had && has && rawBefore === rawAfter) continue;
      changes[key] = [had ? FILE_MARK : null, has ? FILE_MARK : null];
      continue;
    }
    const from = normalizeValue(rawBefore);
    const to = normalizeValue(rawAfter);
    if (same(from, to) || (isEmpty(from) && isEmpty(to))) continue;
    changes[key] = [from, to];
  }
  return changes;
}
