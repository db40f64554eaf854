import type { z } from "zod";
import type { LoadContext, PagedResults } from "../../../shared/api";
import { CONTENT_STATUSES, type ContentStatus } from "../../../shared/content/lifecycle";
import type { StaffCallPath } from "../../../shared/contract";
import type { MessageKey } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";
import { StatusBadge, useRiyadhFormat } from "./content-status";
import type { StaffColumn } from "./data-table";
import { ChoiceFilter, RecordLink, SearchFilter } from "./list-parts";
import { ListScreen, loadList } from "./list-screen";
import { staffTitle } from "../lib/staff-api";

/** What every row of a content type's list on the lifecycle carries (ADR 0041). */
type LifecycleListRow = {
  id: number;
  title: string;
  status: ContentStatus;
  updated_at: string;
  missing: readonly ("ar" | "en" | "es")[];
};

/** A lifecycle list's address parameters: search, status, missing language, then the type's own. */
export const lifecycleFilterKeys = <K extends string>(...own: K[]) =>
  ["search", "status", "missing", ...own] as const;

/** A lifecycle list screen's loader: the list call with the address's filters, and the title. */
export async function loadLifecycleList<P extends StaffCallPath>(
  args: { request: Request; context: LoadContext },
  path: P,
  schema: z.ZodType,
  keys: readonly string[],
  titleKey: MessageKey,
) {
  return {
    list: await loadList(args, path, schema, keys),
    title: staffTitle(args.request, titleKey),
  };
}

/**
 * The console's list of a content type on the lifecycle (surveys, polls, pages): heading and
 * "new" link, search, status and missing-language filters beside the type's own, the title
 * linked to the record with its missing languages under it, the type's columns around the
 * status badge, the last change (Riyadh time) and the server's paging.
 */
export function LifecycleListScreen<T extends LifecycleListRow>({
  title,
  list,
  base,
  newLabel,
  filterKeys,
  filters,
  labels,
  beforeStatus = [],
  afterStatus = [],
}: {
  title: string;
  list: PagedResults<T>;
  /** The screens' address: rows open `${base}/${id}`, the "new" link is `${base}/new`. */
  base: `/staff/${string}`;
  newLabel: string;
  filterKeys: readonly string[];
  /** The type's own filters, after search, status and missing language. */
  filters: React.ReactNode;
  labels: { title: string; missing: string; updated: string; empty: string; noMatch: string };
  /** The type's columns between the title and the status. */
  beforeStatus?: StaffColumn<T>[];
  /** The type's columns between the status and the last change. */
  afterStatus?: StaffColumn<T>[];
}) {
  const t = useT();
  const fmt = useRiyadhFormat();
  const columns: StaffColumn<T>[] = [
    {
      id: "title",
      header: labels.title,
      cell: ({ row }) => (
        <RecordLink
          to={`${base}/${row.original.id}`}
          label={row.original.title}
          sub={
            row.original.missing.length
              ? `${labels.missing}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    ...beforeStatus,
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    ...afterStatus,
    {
      id: "updated",
      header: labels.updated,
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: `${base}/new`, label: newLabel }}
      filterKeys={filterKeys}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <ChoiceFilter
            name="status"
            label={t("cms.status")}
            choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}`) }))}
          />
          <ChoiceFilter
            name="missing"
            label={labels.missing}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
          {filters}
        </>
      }
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      empty={labels.empty}
      noMatch={labels.noMatch}
    />
  );
}
