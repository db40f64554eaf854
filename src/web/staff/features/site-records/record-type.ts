import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { ContentStatus, LifecycleState } from "../../../../shared/content/lifecycle";
import type { LoadContext } from "../../../../shared/api";
import type { StaffCallPath } from "../../../../shared/contract";
import type { Lang, MessageKey } from "../../../../shared/i18n";
import type { T } from "../../../lib/i18n";
import type { StaffResult } from "../../lib/staff-api";

/**
 * A site record type in the console (ADR 0050), described once: its calls, its words, its list's
 * columns and filters, and its form's fields. The generic list and edit screens
 * (routes/site/records.tsx, record-edit.tsx) serve every type from its description.
 */

/** The message groups of the types: each has nav, new, editTitle, none, noMatch, updated, missingFilter, delete… */
export type RecordWords =
  "cms.offer" | "cms.partner" | "cms.slide" | "cms.job" | "cms.sportCategory" | "cms.initiative";
type CommonWord =
  | "nav"
  | "new"
  | "editTitle"
  | "none"
  | "noMatch"
  | "updated"
  | "missingFilter"
  | "delete"
  | "deleteTitle"
  | "deleteBody";
export const word = (ns: RecordWords, key: CommonWord): MessageKey => `${ns}.${key}`;

/** What every list row of a lifecycle type carries. */
export type LifecycleListRow = {
  id: number;
  status: ContentStatus;
  updated_at: string;
  missing: Lang[];
};

/** A list column: one of the common ones, or the type's own. */
export type ColumnSpec<Row> =
  | "name"
  | "status"
  | "ord"
  | "updated"
  | { thumb: "cover" | "contain"; label: MessageKey }
  | {
      id: string;
      header: MessageKey;
      cell: (row: Row, t: T, fmt: (iso: string) => string) => React.ReactNode;
      /** A count, shown in tabular figures. */
      figure?: boolean;
    };

/** A list filter: one of the common ones, or a choice among the type's own values. */
export type FilterSpec =
  | "search"
  | "status"
  | "missing"
  | {
      name: string;
      label: MessageKey;
      choices: (t: T) => readonly { value: string | number; label: string }[];
    };

type Named = { name: string; label: MessageKey; hint?: MessageKey };
/** A form field, in the order the form shows them; `pair` puts two side by side from `sm` up. */
export type FieldSpec =
  | (Named & { kind: "localized"; required?: boolean; multiline?: boolean; when?: Shown })
  | (Named & { kind: "picture"; required?: boolean })
  | (Named & { kind: "text" | "url"; when?: Shown; suggest?: Suggest })
  | (Named & { kind: "number" })
  | (Named & {
      kind: "select";
      numeric?: boolean;
      narrow?: boolean;
      choices: (
        t: T,
        options: RecordOptions,
      ) => readonly { value: string | number; label: string }[];
    })
  | (Named & { kind: "check" })
  | (Named & { kind: "datetime"; when?: Shown })
  | (Named & { kind: "gallery" })
  | { kind: "note"; text: MessageKey }
  | { kind: "pair"; fields: [FieldSpec, FieldSpec] };
export type Shown = (values: FieldValues) => boolean;
type Suggest = { id: string; values: (t: T) => readonly { value: string; label: string }[] };

/** Choices a type's form reads from its `options` call (e.g. the groups a sport sits under). */
export type RecordOptions = { parents?: { id: number; name: string }[] };

type ListPath = Extract<StaffCallPath, `${string}/list`>;
type RowOf<P extends ListPath> = StaffResult<P> extends { data: (infer R)[] } ? R : never;

/** A list row as the generic screens read it. */
export type AnyListRow = LifecycleListRow & Record<string, unknown>;

export type SiteRecordType<Row = AnyListRow> = {
  /** The console's address (`/staff/offers`). */
  path: `/staff/${string}`;
  /** The calls' base (`/offers` for `/api/v1/staff/offers/*`). */
  api: `/${string}`;
  list: ListPath;
  words: RecordWords;
  listBody: z.ZodType;
  filters: readonly FilterSpec[];
  filterColumns: 2 | 3 | 4 | 5;
  columns: readonly ColumnSpec<Row>[];
  /** The row's name (linked to its record) and the record's name in the delete confirmation. */
  nameKey: string;
  nameLabel: MessageKey;
  /** What the list shows under its table (read by the list's loader). */
  panel?: RecordPanel;
  /** Address parameters of the list a new record starts from (`/new?key=`). */
  carry?: readonly string[];
  saveSchema: z.ZodType;
  /** A new record's values (from the address's parameters). */
  defaults: (params: URLSearchParams) => FieldValues;
  fields: readonly FieldSpec[];
  /** The form's choices call, when it has one. */
  options?: Extract<StaffCallPath, `${string}/options`>;
};

export type ListLoaderArgs = { request: Request; context: LoadContext };
/** A panel under a type's list: its loader read and its view of what it read. */
export type RecordPanel = {
  load: (args: ListLoaderArgs) => Promise<unknown>;
  View: (props: { data: unknown }) => React.ReactNode;
};

export type SiteRecord = { id: number; image_url?: string } & LifecycleState &
  Record<string, unknown>;

/**
 * Checks a description against its list call's rows. It is then read as any type's (one cast: a
 * column's `cell` takes its own type's row, and the generic screens hand it only those rows).
 */
export const defineRecordType = <P extends ListPath>(d: SiteRecordType<RowOf<P>> & { list: P }) =>
  d as SiteRecordType;

/**
 * A type's calls and console address from its calls' name: `/offers/*`, `/offers/list` and
 * `/staff/offers` (or `/staff/${path}` when the address is named otherwise).
 */
export const recordCalls = <A extends string, P extends string = A>(api: A, path?: P) => ({
  path: `/staff/${path ?? api}` as `/staff/${P}`,
  api: `/${api}` as `/${A}`,
  list: `/${api}/list` as `/${A}/list`,
});

/** The filters of every lifecycle type around the type's own: search, …, status, missing languages. */
export const lifecycleFilters = (...own: FilterSpec[]): FilterSpec[] => [
  "search",
  ...own,
  "status",
  "missing",
];
