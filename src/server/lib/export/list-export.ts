// A console list of people's records as a file (members, each inbox kind; ADR 0047). Every such
// export opens the same way: the route has checked the permissions and a fresh code; here the
// rows the list's filters select are counted, the export is audited (format, which filters were
// used, the row count) before its first byte, the header is labelled in the reader's language,
// and the rows stream in keyset batches.

import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  auditedFilters,
  fileName,
  keysetTable,
  labelledSpec,
  type Cell,
  type TableAnswer,
  type TableFormat,
} from "./table-file";

/** Rows per batch read from PostgreSQL (see bench/export.bench.mjs). */
export const EXPORT_BATCH = 2000;

export type ListExport<R, K> = {
  db: Db;
  lang: string;
  format: TableFormat;
  /** The list's filters (kept in the audit entry as which were used, never the searched text). */
  filters: Record<string, unknown>;
  /** The file's name before its date, e.g. `members`. */
  name: string;
  /** `SELECT count(*)::int AS n …` over the rows the filters select. */
  count: SQL;
  /** Writes the audit entry, given what it records after the export. */
  audit: (after: Record<string, unknown>) => Promise<unknown>;
  /** A header key (and `sheet`) in the reader's language. */
  label: (key: string) => string;
  header: string[];
  /** The rows after `after`'s key, `size` at most, in key order. */
  fetch: (after: K | null, size: number) => Promise<R[]>;
  keyOf: (row: R) => K;
  cells: (row: R) => Cell[];
};

export async function listExport<R, K>(x: ListExport<R, K>): Promise<TableAnswer> {
  const { rows: counted } = await x.db.execute<{ n: number }>(x.count);
  const rows = counted[0]?.n ?? 0;
  await x.audit({ format: x.format, filters: auditedFilters(x.filters), rows });
  return {
    filename: fileName(x.name, x.format),
    format: x.format,
    rows,
    body: keysetTable<R, K>(
      labelledSpec(x.format, x.lang, x.label, x.header),
      x.fetch,
      x.keyOf,
      x.cells,
      EXPORT_BATCH,
    ),
  };
}
