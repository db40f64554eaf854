import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/standings";
import { translate } from "../../../../shared/i18n";
import { championshipsListBody, type ChampionshipRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { Field } from "../../components/field";
import { ListScreen, filtersFromUrl } from "../../components/list-screen";
import { ScreenError } from "../../components/screen-error";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

const FILTERS = ["search", "season"] as const;

export async function loader(args: Route.LoaderArgs) {
  const filters = filtersFromUrl(championshipsListBody, new URL(args.request.url), FILTERS);
  return {
    list: await staffLoad(args, "/championships/list", filters),
    title: translate(staffLangOf(args.request), "sports.data.nav.standings"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/standings: choose the championship whose table to see and edit. */
export default function StaffStandings() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
  const columns: StaffColumn<ChampionshipRow>[] = [
    {
      id: "title",
      header: t("sports.data.championship.title"),
      cell: ({ row }) => (
        <Link
          to={`/staff/sports/standings/${row.original.id}`}
          className="font-bold text-brand-800 underline"
        >
          {row.original.label}
        </Link>
      ),
    },
    {
      id: "season",
      header: t("sports.data.championship.season"),
      cell: ({ row }) => <bdi dir="ltr">{row.original.season}</bdi>,
    },
    {
      id: "mode",
      header: t("sports.data.championship.mode"),
      cell: ({ row }) => t(`sports.data.championship.modes.${row.original.standings_mode}`),
    },
  ];
  return (
    <ListScreen
      title={title}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <Field
            label={t("sports.data.search")}
            name="search"
            type="search"
            defaultValue={params.get("search") ?? ""}
          />
          <Field
            label={t("sports.data.championship.season")}
            name="season"
            dir="ltr"
            placeholder="2026-2027"
            defaultValue={params.get("season") ?? ""}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(c) => c.id}
      empty={t("sports.data.championship.none")}
      noMatch={t("sports.data.championship.noMatch")}
    >
      <p>{t("sports.data.standings.choose")}</p>
    </ListScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
