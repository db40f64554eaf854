import { useLoaderData } from "react-router";
import type { Route } from "./+types/offers";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import { offersListBody, type OfferRow } from "../../../../shared/content/offers-staff";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "status", "missing"] as const;

export async function loader(args: Route.LoaderArgs) {
  return {
    list: await loadList(args, "/offers/list", offersListBody, FILTERS),
    title: staffTitle(args.request, "cms.offer.nav"),
  };
}

export const meta = titleMeta;

/** /staff/offers: the shop offers on the content lifecycle (drafts, scheduled, published). */
export default function StaffOffers() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const fmt = useRiyadhFormat();
  const columns: StaffColumn<OfferRow>[] = [
    {
      id: "thumb",
      header: () => <span className="sr-only">{t("cms.offer.picture")}</span>,
      cell: ({ row }) => (
        <img src={row.original.thumb} alt="" className="h-10 w-16 rounded object-cover" />
      ),
    },
    {
      id: "title",
      header: t("cms.offer.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/offers/${row.original.id}`}
          label={row.original.title}
          sub={
            row.original.missing.length
              ? `${t("cms.offer.missingFilter")}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    { id: "ord", header: t("cms.order"), cell: ({ row }) => <Figure value={row.original.ord} /> },
    {
      id: "updated",
      header: t("cms.offer.updated"),
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/offers/new", label: t("cms.offer.new") }}
      filterKeys={FILTERS}
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
            label={t("cms.offer.missingFilter")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(o) => o.id}
      empty={t("cms.offer.none")}
      noMatch={t("cms.offer.noMatch")}
    />
  );
}
