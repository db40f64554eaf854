import { useLoaderData } from "react-router";
import type { Route } from "./+types/partners";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import {
  PARTNER_TYPES,
  partnersListBody,
  type PartnerRow,
} from "../../../../shared/content/partners-staff";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "type", "status", "missing"] as const;

export async function loader(args: Route.LoaderArgs) {
  return {
    list: await loadList(args, "/partners/list", partnersListBody, FILTERS),
    title: staffTitle(args.request, "cms.partner.nav"),
  };
}

export const meta = titleMeta;

/** /staff/partners: the club's sponsors on the content lifecycle, by kind and order. */
export default function StaffPartners() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const fmt = useRiyadhFormat();
  const kind = (k: number) => t(`cms.partner.types.${k as 0 | 1 | 2}`);
  const columns: StaffColumn<PartnerRow>[] = [
    {
      id: "thumb",
      header: () => <span className="sr-only">{t("cms.partner.logo")}</span>,
      cell: ({ row }) => (
        <img
          src={row.original.thumb}
          alt=""
          className="h-10 w-16 rounded bg-white object-contain"
        />
      ),
    },
    {
      id: "name",
      header: t("cms.partner.name"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/partners/${row.original.id}`}
          label={row.original.sponsor_name}
          sub={
            row.original.missing.length
              ? `${t("cms.partner.missingFilter")}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    { id: "type", header: t("cms.partner.type"), cell: ({ row }) => kind(row.original.type) },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    { id: "ord", header: t("cms.order"), cell: ({ row }) => <Figure value={row.original.ord} /> },
    {
      id: "updated",
      header: t("cms.partner.updated"),
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/partners/new", label: t("cms.partner.new") }}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <ChoiceFilter
            name="type"
            label={t("cms.partner.type")}
            choices={PARTNER_TYPES.map((k) => ({ value: String(k), label: kind(k) }))}
          />
          <ChoiceFilter
            name="status"
            label={t("cms.status")}
            choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}`) }))}
          />
          <ChoiceFilter
            name="missing"
            label={t("cms.partner.missingFilter")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(p) => p.id}
      empty={t("cms.partner.none")}
      noMatch={t("cms.partner.noMatch")}
    />
  );
}
