import { formatDateBR } from "@/lib/format/dates";

// The one CSV writer of the exports (docs/business-rules.md "Reports and exports"), shaped for a pt-BR spreadsheet: UTF-8 with a BOM
// (so accents survive), ';' between cells (',' is the decimal mark there), every cell quoted, CRLF line ends,
// money with a decimal comma and no thousands separator, dates dd/mm/aaaa.

export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
export const CSV_LINE_END = "\r\n";

/** A cell: text (protected against formula injection) or a number written as money ("1234,50"). */
export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); a leading ' keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text a spreadsheet will show as text: one starting like a formula gets a leading '. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return csvMoney(value);
  return neutralizeFormula(value);
}

/** The quoted cell, its inner double quotes doubled. */
export function csvCell(value: CsvCell): string {
  return `"${cellText(value).replaceAll('"', '""')}"`;
}

/** Money with two decimals, a decimal comma and no thousands separator: 1234.5 → "1234,50". */
export function csvMoney(value: number): string {
  return value.toFixed(2).replace(".", ",");
}

/** A date-only value ("YYYY-MM-DD") as "dd/mm/aaaa". */
export function csvDate(value: string): string {
  return formatDateBR(value);
}

/** One line of the file, ended by CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** The whole file: BOM, header row, then one line per row, every line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join("");
}

/** "vendas_detalhado_2026-11-22.csv": the export's prefix and São Paulo's date of today. */
export function csvFileName(prefix: string, today: string): string {
  return `${prefix}_${today}.csv`;
}

const CSV_HEADERS = (fileName: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${fileName}"`,
  "X-Content-Type-Options": "nosniff",
});

/** The download answer of an export. */
export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, { status: 200, headers: CSV_HEADERS(fileName) });
}

/**
 * The download answer of an export read in batches: the BOM and header first, then each batch's lines as the
 * client takes them (the next batch is read only when the previous one has been sent on), so memory holds one
 * batch whatever the row count. A client that goes away stops the reading.
 */
export function csvStreamResponse<Row>(
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly Row[]>,
  cells: (row: Row) => readonly CsvCell[],
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((row) => csvLine(cells(row))).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { status: 200, headers: CSV_HEADERS(fileName) });
}
