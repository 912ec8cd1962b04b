import { z } from "zod";

import { ROLES } from "@/lib/constants/auth";
import { INVALID_ORDER, INVALID_PAGE, INVALID_PAGE_SIZE } from "@/lib/lists/query";
import { quote } from "@/lib/openapi/quote";

// Answers and notes several routes share: the document describes an answer given a zod schema with its JSON Schema.

/** `{"success":true}`: the change was made. */
export const successAnswer = z.object({ success: z.literal(true) });

/** The signed-in account, as the sign-in, the sign-up and next-auth's session answer it. */
export const signedInUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});

/** What every admin list's page says of its search and of a page past the last. */
const LIST_PAGING =
  "q: cada palavra, em qualquer ordem, sem diferenciar maiúsculas nem acentos. Página além da última: lista vazia.";
/** A list answer with a summary: sales, expenses, documents, invoices, tickets. */
export const LIST_PAGE_NOTE = `total conta os itens que casam com q; summary cobre todos eles, não só a página. ${LIST_PAGING}`;
/** A list answer without a summary: users. */
export const PLAIN_LIST_PAGE_NOTE = `total conta os itens que casam com q. ${LIST_PAGING}`;
/** Every admin list's 400. */
export const LIST_QUERY_ERRORS = `page, pageSize, q, sort ou order inválidos, ex.: ${quote(INVALID_PAGE)}; ${quote(INVALID_PAGE_SIZE)}; ${quote(INVALID_ORDER)}`;
