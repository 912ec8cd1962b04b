import { z } from "zod";

import { LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE, MAX_LIST_SEARCH_LENGTH } from "@/lib/constants/admin";
import { isPlausibleId, MAX_ID_LENGTH } from "@/lib/validation/ids";
import { hasInvalidCharacters } from "@/lib/validation/text";

// The query of every admin list (docs/admin-panel.md "Lists"): page (1-based), pageSize (1–200), q (every word,
// in any order, case- and accent-insensitive), sort (a field of the item, each list names its own) and order.
// One schema for the routes and the tabs' URLs. No server imports.

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Past any list's size (200 per page over 10^8 rows) and within PostgreSQL's OFFSET and a JS integer. */
export const MAX_LIST_PAGE = 1_000_000;
/** Words beyond these add nothing a person types; each is one more condition. */
export const MAX_SEARCH_WORDS = 10;

export const INVALID_PAGE = "Página inválida: use um número inteiro a partir de 1.";
export const INVALID_PAGE_SIZE = `Tamanho de página inválido: use um número inteiro de 1 a ${MAX_LIST_PAGE_SIZE}.`;
export const SEARCH_TOO_LONG = `Busca muito longa: use até ${MAX_LIST_SEARCH_LENGTH} caracteres.`;
export const INVALID_SEARCH = "A busca contém caracteres inválidos.";
export const INVALID_ORDER = "Ordem inválida: use asc ou desc.";
export const invalidSort = (fields: readonly string[]) => `Ordenação inválida: use ${fields.join(", ")}.`;

const INTEGER = /^\d{1,7}$/;

/** A positive whole number from the query string, within `max`; empty or absent → `fallback`. */
export const wholeNumber = <const Fallback extends number | undefined>(
  fallback: Fallback,
  max: number,
  message: string,
) =>
  z
    .string({ error: message })
    .trim()
    .max(16, { error: message, abort: true })
    .optional()
    .transform((value, context): number | Fallback => {
      if (!value) return fallback;
      const number = INTEGER.test(value) ? Number(value) : NaN;
      if (!(number >= 1 && number <= max)) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    });

/** One of `values`, or nothing (absent or empty); anything else is refused with `message`. */
const oneOf = <const Value extends string>(values: readonly Value[], message: string) =>
  z
    .string({ error: message })
    .max(64, { error: message, abort: true })
    .optional()
    .transform((value, context): Value | undefined => {
      if (!value) return undefined;
      if ((values as readonly string[]).includes(value)) return value as Value;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** The words of a search: trimmed, split on spaces, repeated words once. */
export function searchWords(q: string): string[] {
  return [...new Set(q.trim().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

export function listQuerySchema<const Field extends string>(sortFields: readonly [Field, ...Field[]]) {
  return z.object({
    page: wholeNumber(1, MAX_LIST_PAGE, INVALID_PAGE),
    pageSize: wholeNumber(LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE, INVALID_PAGE_SIZE),
    q: z
      .string({ error: INVALID_SEARCH })
      .max(MAX_LIST_SEARCH_LENGTH, { error: SEARCH_TOO_LONG, abort: true })
      .refine((value) => !hasInvalidCharacters(value), INVALID_SEARCH)
      .optional()
      .transform((value) => value?.trim() ?? ""),
    sort: oneOf(sortFields, invalidSort(sortFields)),
    order: oneOf(SORT_ORDERS, INVALID_ORDER),
  });
}

export type ListQuery<Field extends string> = {
  page: number;
  pageSize: number;
  q: string;
  sort: Field | undefined;
  order: SortOrder | undefined;
};

/** The first value of each query parameter (a repeated parameter counts once, as the first). */
export function queryParams(url: string | URL): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) if (!(key in record)) record[key] = value;
  return record;
}

/** The answer's paging fields: how many items match, and which page of them this is. */
export const listPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListPage = z.output<typeof listPageSchema>;

// The sortable fields of each list: the item's own field names (snake_case aliases where the item has them).
export const SALE_SORT_FIELDS = [
  "createdAt",
  "updatedAt",
  "saleDate",
  "salePrice",
  "clientName",
  "carBrand",
  "carModel",
  "carYear",
  "salesperson",
  "status",
  "paymentMethod",
] as const;
export const EXPENSE_SORT_FIELDS = [
  "createdAt",
  "created_at",
  "date",
  "amount",
  "description",
  "category",
] as const;
export const DOCUMENT_SORT_FIELDS = [
  "createdAt",
  "created_at",
  "title",
  "type",
  "clientName",
  "client_name",
  "expiryDate",
  "expiry_date",
] as const;
export const INVOICE_SORT_FIELDS = [
  "createdAt",
  "number",
  "type",
  "issueDate",
  "amount",
  "clientName",
  "status",
] as const;
export const TICKET_SORT_FIELDS = [
  "createdAt",
  "created_at",
  "updatedAt",
  "updated_at",
  "resolvedAt",
  "name",
  "status",
  "subject",
] as const;
export const USER_SORT_FIELDS = ["created_at", "updated_at", "email", "role"] as const;

export const saleListQuerySchema = listQuerySchema(SALE_SORT_FIELDS).extend({
  /** `pending`: only the sales waiting for a gerente's approval (the 'Aprovações' list). */
  approval: z
    .enum(["pending", ""], { error: "approval inválido: use pending." })
    .optional()
    .transform((value) => (value === "pending" ? ("pending" as const) : undefined)),
});
export const expenseListQuerySchema = listQuerySchema(EXPENSE_SORT_FIELDS);
export const documentListQuerySchema = listQuerySchema(DOCUMENT_SORT_FIELDS);
export const invoiceListQuerySchema = listQuerySchema(INVOICE_SORT_FIELDS);
export const INVALID_ASSIGNED_TO = "Responsável inválido: use me, none ou o id de um usuário.";
/** The tickets list also filters by owner: `me`, `none` (unassigned) or a user's id (docs/business-rules.md "Leads"). */
export const ticketListQuerySchema = listQuerySchema(TICKET_SORT_FIELDS).extend({
  assignedTo: z
    .string({ error: INVALID_ASSIGNED_TO })
    .max(MAX_ID_LENGTH, { error: INVALID_ASSIGNED_TO, abort: true })
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      if (value === "me" || value === "none" || isPlausibleId(value)) return value;
      context.addIssue({ code: "custom", message: INVALID_ASSIGNED_TO });
      return z.NEVER;
    }),
});
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS).extend({
  staff: z
    .enum(["true", "false", ""], { error: "staff inválido: use true ou false." })
    .optional()
    .transform((value) => value === "true"),
});

/** The exports take the search only: every matching row, in the list's default order. */
export const exportQuerySchema = listQuerySchema(["createdAt"]).pick({ q: true });
