import "server-only";

import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "@/lib/constants/finance";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { ExpenseCategory, ExpenseListAnswer } from "@/lib/expenses/schema";
import { expenseInclude, toApiExpense } from "@/lib/expenses/service";
import { labelMatches } from "@/lib/lists/fold";
import { newestFirstBatches } from "@/lib/lists/keyset";
import { listPage, type PageRead } from "@/lib/lists/page";
import type { EXPENSE_SORT_FIELDS, ListQuery } from "@/lib/lists/query";
import { foldedWords, matchesOfGroups, moneyNumber, searchContains } from "@/lib/lists/search";

// GET /api/expenses, a page at a time (docs/admin-panel.md "Lists"). The search covers what the expenses tab
// shows: description, category, linked car, receipt name, date and amount ("1234,50").

type Field = (typeof EXPENSE_SORT_FIELDS)[number];
export type ExpenseListQuery = ListQuery<Field>;

/** Over every expense matching the search: the overall total and the total per category. */
export type ExpenseListSummary = ExpenseListAnswer["summary"];

export function expenseSearchWhere(words: readonly string[]): Prisma.ExpenseWhereInput {
  return {
    AND: words.map((word) => ({
      OR: [searchContains(word), { category: { in: labelMatches(EXPENSE_CATEGORY_LABELS, word) } }],
    })),
  };
}

export async function listExpensePage(query: ExpenseListQuery): Promise<ExpenseListAnswer> {
  const where = expenseSearchWhere(await foldedWords(query.q));
  const { rows, ...page } = await listPage(query, {
    rows: (read: PageRead<Prisma.ExpenseOrderByWithRelationInput>) =>
      prisma.expense.findMany({ where, ...read, include: expenseInclude, omit: { search: true } }),
    // The per-category groups also count the matches, so the total needs no scan of its own.
    summary: async () => {
      const groups = await prisma.expense.groupBy({
        by: ["category"],
        where,
        _count: { _all: true },
        _sum: { amount: true },
      });
      const byCategory = Object.fromEntries(EXPENSE_CATEGORIES.map((category) => [category, 0])) as Record<
        ExpenseCategory,
        number
      >;
      for (const group of groups) byCategory[group.category] = moneyNumber(group._sum.amount);
      const sum = Object.values<number>(byCategory).reduce((a, b) => a + b, 0);
      return { total: matchesOfGroups(groups), summary: { total: Math.round(sum * 100) / 100, byCategory } };
    },
  });
  return { expenses: rows.map(toApiExpense), ...page };
}

/** Every expense matching `q`, newest first, in batches (the CSV export). */
export async function expenseExportBatches(q: string) {
  return newestFirstBatches(expenseSearchWhere(await foldedWords(q)), (read) =>
    prisma.expense.findMany({ ...read, include: expenseInclude, omit: { search: true } }),
  );
}
