import { z } from "zod";

import type { ClearDataType } from "@/lib/cleanup/schema";

// What each cleanup category deletes (docs/business-rules.md "Data cleanup"), with the row counts the confirmation dialog
// shows and the message the API answers. No server imports: the cleanup tab renders the same plan.

const count = z.number().int();

/** Rows in the database that a cleanup can touch (GET /api/admin/clear-data). */
export const cleanupCountsSchema = z.object({
  sales: count,
  expenses: count,
  /** Expense receipts (private files). */
  receipts: count.describe("Comprovantes de despesas (arquivos)"),
  documents: count,
  /** Document files (private files). */
  documentFiles: count.describe("Arquivos de documentos"),
  invoices: count,
  tickets: count,
  analyticsEvents: count,
  /** Cars with a non-zero view or click counter (zeroed, not deleted). */
  carsWithCounters: count.describe("Carros com contadores de visualização ou clique (zerados, não apagados)"),
});
export type CleanupCounts = z.output<typeof cleanupCountsSchema>;

type DeletedPart =
  | "sales"
  | "expenses"
  | "receipts"
  | "documents"
  | "documentFiles"
  | "invoices"
  | "tickets"
  | "analyticsEvents";

const NOUNS: Record<DeletedPart, [singular: string, plural: string]> = {
  sales: ["venda", "vendas"],
  expenses: ["despesa", "despesas"],
  receipts: ["comprovante de despesa", "comprovantes de despesas"],
  documents: ["documento", "documentos"],
  documentFiles: ["arquivo de documento", "arquivos de documentos"],
  invoices: ["nota fiscal", "notas fiscais"],
  tickets: ["ticket de contato", "tickets de contato"],
  analyticsEvents: ["evento de analytics", "eventos de analytics"],
};

export type CleanupTarget = {
  title: string;
  /** What the category is, in one sentence, for the button's card. */
  description: string;
  /** Tables whose rows are deleted, in the order they are listed. */
  deletes: DeletedPart[];
  /** What stays as it is, said in the dialog so nobody is surprised. */
  keeps?: string;
};

export const CLEANUP_TARGETS: Record<ClearDataType, CleanupTarget> = {
  sales: {
    title: "Limpar Vendas",
    description: "Apaga todas as vendas registradas.",
    deletes: ["sales"],
    keeps: "Os carros continuam com o status atual (vendidos permanecem vendidos).",
  },
  expenses: {
    title: "Limpar Despesas",
    description: "Apaga todas as despesas e seus comprovantes.",
    deletes: ["expenses", "receipts"],
  },
  documents: {
    title: "Limpar Documentos",
    description: "Apaga todos os documentos e seus arquivos.",
    deletes: ["documents", "documentFiles"],
  },
  invoices: {
    title: "Limpar Notas Fiscais",
    description: "Apaga todas as notas fiscais.",
    deletes: ["invoices"],
    keeps: "A numeração automática continua de onde parou: números já usados não se repetem.",
  },
  tickets: {
    title: "Limpar Tickets",
    description:
      "Apaga todas as mensagens de contato, propostas e pedidos de avaliação (com as fotos), inclusive as resolvidas que já saíram da lista.",
    deletes: ["tickets"],
  },
  analytics: {
    title: "Limpar Analytics",
    description: "Apaga os eventos de visualizações e cliques e zera os contadores dos carros.",
    deletes: ["analyticsEvents"],
  },
  reports: {
    title: "Limpar Relatórios",
    description:
      "Apaga os dados dos relatórios financeiros: todas as vendas e despesas, com os comprovantes.",
    deletes: ["sales", "expenses", "receipts"],
    keeps: "Os carros continuam com o status atual (vendidos permanecem vendidos).",
  },
};

export function countLabel(part: DeletedPart, count: number): string {
  const [singular, plural] = NOUNS[part];
  return `${count.toLocaleString("pt-BR")} ${count === 1 ? singular : plural}`;
}

/** "a, b e c" */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

export type CleanupLine = { part: DeletedPart; count: number; label: string };

/** The rows one category deletes, one line per table. */
export function cleanupLines(type: ClearDataType, counts: CleanupCounts): CleanupLine[] {
  return CLEANUP_TARGETS[type].deletes.map((part) => ({
    part,
    count: counts[part],
    label: countLabel(part, counts[part]),
  }));
}

/** Every row the category deletes, files included (what `deletedCount` reports). */
export function deletedCountOf(type: ClearDataType, counts: CleanupCounts): number {
  return cleanupLines(type, counts).reduce((sum, line) => sum + line.count, 0);
}

/** Besides deleting: the analytics cleanup zeroes the counters of this many cars. */
export function zeroedCars(type: ClearDataType, counts: CleanupCounts): number {
  return type === "analytics" ? counts.carsWithCounters : 0;
}

const rows = (count: number) =>
  `${count.toLocaleString("pt-BR")} ${count === 1 ? "registro excluído" : "registros excluídos"}`;

/** The API's `message` after a cleanup, from what was actually deleted. */
export function cleanupMessage(type: ClearDataType, deleted: CleanupCounts): string {
  const total = deletedCountOf(type, deleted);
  const details = joinPt(cleanupLines(type, deleted).map((line) => line.label));
  const zeroed = zeroedCars(type, deleted);
  const counters =
    type === "analytics" ? `; contadores de ${zeroed} ${zeroed === 1 ? "carro" : "carros"} zerados` : "";
  return `${rows(total)} (${details})${counters}.`;
}
