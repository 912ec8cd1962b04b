import "server-only";

import { CARS_TAG } from "@/lib/cache/tags";
import { invalidateTags } from "@/lib/cache/invalidate";
import { cleanupMessage, deletedCountOf, type CleanupCounts } from "@/lib/cleanup/plan";
import type { ClearDataResult, ClearDataType } from "@/lib/cleanup/schema";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/tx";

// Data cleanup ('Limpeza'): deletes one category of business data in one transaction.
// Decisions the agreed rules leave open:
// - sales: cars marked sold by the deleted sales stay sold (wiping the history must not put sold cars back in
//   the showroom);
// - invoices: the monthly number counters stay, so a generated number is never handed out twice;
// - expenses, documents and tickets: their private files (StoredFile rows: receipts, document files, trade-in
//   photos) go with them;
// - analytics: events are deleted and the cars' counters zeroed.

const EMPTY: CleanupCounts = {
  sales: 0,
  expenses: 0,
  receipts: 0,
  documents: 0,
  documentFiles: 0,
  invoices: 0,
  tickets: 0,
  analyticsEvents: 0,
  carsWithCounters: 0,
};

const withCounters = {
  OR: [{ views: { gt: 0 } }, { whatsappClicks: { gt: 0 } }, { phoneClicks: { gt: 0 } }],
} satisfies Prisma.CarWhereInput;

/** GET /api/admin/clear-data: what each category would delete now, for the confirmation dialogs. */
export async function countCleanupData(): Promise<CleanupCounts> {
  const counts = {
    sales: prisma.sale.count(),
    expenses: prisma.expense.count(),
    receipts: prisma.expense.count({ where: { receiptFileId: { not: null } } }),
    documents: prisma.document.count(),
    documentFiles: prisma.document.count({ where: { fileId: { not: null } } }),
    invoices: prisma.invoice.count(),
    tickets: prisma.contactTicket.count(),
    analyticsEvents: prisma.analyticsEvent.count(),
    carsWithCounters: prisma.car.count({ where: withCounters }),
  } satisfies Record<keyof CleanupCounts, Prisma.PrismaPromise<number>>;
  // One transaction, so that the figures are of one moment.
  const names = Object.keys(counts) as Array<keyof CleanupCounts>;
  const values = await prisma.$transaction(names.map((name) => counts[name]));
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as CleanupCounts;
}

// EXCLUSIVE mode blocks writes to the table (reads go on) until the cleanup commits, so a row created meanwhile
// cannot slip between two statements (an expense whose receipt was not deleted, an event whose counter was).
const lockTables = (tx: Tx, tables: string[]) =>
  tx.$executeRawUnsafe(`LOCK TABLE ${tables.map((table) => `"${table}"`).join(", ")} IN EXCLUSIVE MODE`);

async function clearSales(tx: Tx, deleted: CleanupCounts) {
  await lockTables(tx, ["Sale"]);
  deleted.sales = (await tx.sale.deleteMany()).count;
}

async function clearExpenses(tx: Tx, deleted: CleanupCounts) {
  await lockTables(tx, ["Expense"]);
  // Files first: their expense's receiptFileId is set to null by the foreign key, then the expenses go.
  deleted.receipts = (await tx.storedFile.deleteMany({ where: { expense: { isNot: null } } })).count;
  deleted.expenses = (await tx.expense.deleteMany()).count;
}

async function clearDocuments(tx: Tx, deleted: CleanupCounts) {
  await lockTables(tx, ["Document"]);
  deleted.documentFiles = (await tx.storedFile.deleteMany({ where: { document: { isNot: null } } })).count;
  deleted.documents = (await tx.document.deleteMany()).count;
}

async function clearAnalytics(tx: Tx, deleted: CleanupCounts) {
  await lockTables(tx, ["AnalyticsEvent"]);
  // The per-day counts go in one statement; the setting spares the trigger that keeps them in step with the
  // events subtracting what is deleted anyway. They are a summary of the events, not rows of their own.
  await tx.$executeRaw`SELECT set_config('auto_premium.keep_analytics_daily', 'on', true)`;
  await tx.$executeRaw`DELETE FROM "AnalyticsDaily"`;
  deleted.analyticsEvents = (await tx.analyticsEvent.deleteMany()).count;
  // Raw SQL, as the tracking does: the counters are not the car's content, so updatedAt must not move.
  deleted.carsWithCounters = await tx.$executeRaw`
    UPDATE "Car" SET "views" = 0, "whatsappClicks" = 0, "phoneClicks" = 0
    WHERE "views" <> 0 OR "whatsappClicks" <> 0 OR "phoneClicks" <> 0`;
}

const CLEANERS: Record<ClearDataType, (tx: Tx, deleted: CleanupCounts) => Promise<void>> = {
  sales: clearSales,
  expenses: clearExpenses,
  documents: clearDocuments,
  invoices: async (tx, deleted) => {
    await lockTables(tx, ["Invoice"]);
    deleted.invoices = (await tx.invoice.deleteMany()).count;
  },
  tickets: async (tx, deleted) => {
    await lockTables(tx, ["ContactTicket"]);
    // Trade-in photos are private files of their ticket: they go first (their link rows with them), then the
    // tickets.
    await tx.storedFile.deleteMany({ where: { tradeInPhoto: { isNot: null } } });
    deleted.tickets = (await tx.contactTicket.deleteMany()).count;
  },
  analytics: clearAnalytics,
  reports: async (tx, deleted) => {
    await clearSales(tx, deleted);
    await clearExpenses(tx, deleted);
  },
};

/** POST /api/admin/clear-data: everything of the category, or nothing (one transaction). */
export async function clearData(dataType: ClearDataType): Promise<ClearDataResult> {
  const deleted = { ...EMPTY };
  // Deleting a large event table can take longer than Prisma's default 5-second transaction limit.
  await prisma.$transaction((tx) => CLEANERS[dataType](tx, deleted), { maxWait: 10_000, timeout: 120_000 });
  // Cached showroom data carries the counters (GET /api/cars): refresh it after they were zeroed.
  if (dataType === "analytics" && deleted.carsWithCounters > 0) await invalidateTags([CARS_TAG]);
  return {
    success: true,
    message: cleanupMessage(dataType, deleted),
    deletedCount: deletedCountOf(dataType, deleted),
  };
}
