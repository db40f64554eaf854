// Files of rows for staff exports (reservations, results): CSV in UTF-8 with a BOM so Excel
// reads Arabic, cells a spreadsheet would run as a formula escaped (OWASP CSV injection), XLSX
// through exceljs. `tableStream` writes rows as they come from an async source, so a file of
// 100,000 rows never sits in memory (ADR 0047); `tableFile` builds a small file whole.

import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

export type TableFormat = "csv" | "xlsx";
/** A file ready to answer: a whole buffer, or a stream (then without a row count). */
export type TableAnswer = {
  filename: string;
  format: TableFormat;
  body: Readable | Buffer;
  rows?: number;
};
export type Cell = string | number | null;

export const CONTENT_TYPES: Record<TableFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const BOM = "\uFEFF";

/** A cell a spreadsheet would read as a formula gets a leading apostrophe (OWASP CSV injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Strings escaped against formulas; numbers as written; null as an empty cell (the default). */
const CSV_OPTIONS = { cast: { string: safeCell } };

export type TableSpec = {
  format: TableFormat;
  header: string[];
  /** The sheet's name (XLSX; at most 31 characters) and whether it reads right to left. */
  sheet: string;
  rtl: boolean;
};

/**
 * The file as a stream, pulling `batches` only as fast as the reader takes the bytes: each
 * batch is a few hundred rows (see `keysetBatches`), written and forgotten.
 */
export function tableStream(spec: TableSpec, batches: AsyncIterable<Cell[][]>): Readable {
  if (spec.format === "csv") {
    return Readable.from(
      (async function* () {
        yield BOM + stringify([spec.header], CSV_OPTIONS);
        // Each batch is stringified as it is (no copy of its rows): the escaping is csv-stringify's
        // cast of every string cell.
        for await (const rows of batches) {
          if (rows.length) yield stringify(rows, CSV_OPTIONS);
        }
      })(),
      { objectMode: false },
    );
  }
  const out = new PassThrough();
  (async () => {
    // exceljs (a few hundred modules) is loaded by the first XLSX file, not by every start.
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = book.addWorksheet(spec.sheet.slice(0, 31), {
      views: [{ state: "frozen", ySplit: 1, rightToLeft: spec.rtl }],
    });
    sheet.columns = spec.header.map(() => ({ width: 18 }));
    const head = sheet.addRow(spec.header);
    head.font = { bold: true };
    head.commit();
    // exceljs writes strings as strings (never formulas); the apostrophe is for CSV only.
    for await (const rows of batches) {
      for (const r of rows) sheet.addRow(r).commit();
      // The reader sets the pace: wait while the bytes already written are not taken.
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** A small file whole (a few thousand rows at most). */
export async function tableFile(spec: TableSpec, rows: Cell[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tableStream(
    spec,
    (async function* () {
      yield rows;
    })(),
  )) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, "utf8"));
  }
  return Buffer.concat(chunks);
}

/**
 * Rows read from PostgreSQL in keyset order, `size` at a time: each `fetch(after)` answers the
 * rows after the last one's key, so no batch costs more than the first (no OFFSET), and only one
 * batch is held at a time.
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | null, size: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  size = 1000,
): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/**
 * A streamed file of rows read in keyset batches (`keysetBatches`), each row turned into its
 * cells as its batch is written: what every large export (predictions, inbox, members) needs.
 */
export function keysetTable<R, K>(
  spec: TableSpec,
  fetch: (after: K | null, size: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  cells: (row: R) => Cell[],
  size = 1000,
): Readable {
  const batches = keysetBatches(fetch, keyOf, size);
  return tableStream(
    spec,
    (async function* () {
      for await (const batch of batches) yield batch.map(cells);
    })(),
  );
}

/** A file's header and sheet name in the reader's language (the sheet right to left in Arabic). */
export function labelledSpec(
  format: TableFormat,
  lang: string,
  label: (key: string) => string,
  header: string[],
): TableSpec {
  return { format, header: header.map(label), sheet: label("sheet"), rtl: lang === "ar" };
}

/** What the audit log keeps of the filters: which were used, never the searched text. */
export function auditedFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || v === "" || k === "format") continue;
    kept[k] = k === "search" ? true : v;
  }
  return kept;
}

/** An ASCII file name (the date of the day appended) for Content-Disposition. */
export function fileName(base: string, format: TableFormat): string {
  const stamp = new Date().toISOString().slice(0, 10);
  return `${base.replace(/[^A-Za-z0-9_.-]/g, "-")}-${stamp}.${format}`;
}

/** Answers a file: its type, `attachment` with its name, never sniffed or cached. */
export function sendTable(reply: FastifyReply, file: TableAnswer) {
  reply
    .header("content-type", CONTENT_TYPES[file.format])
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store");
  if (file.rows !== undefined) reply.header("x-export-rows", String(file.rows));
  return reply.send(file.body);
}
