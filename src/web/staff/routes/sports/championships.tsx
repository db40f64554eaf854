import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/championships";
import { translate } from "../../../../shared/i18n";
import { championshipsListBody, type ChampionshipRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import type { StaffColumn } from "../../components/data-table";
import { Field, SelectField } from "../../components/field";
import { ListScreen, filtersFromUrl } from "../../components/list-screen";
import { ScreenError } from "../../components/screen-error";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

const FILTERS = ["search", "season", "type_id"] as const;

export async function loader(args: Route.LoaderArgs) {
  const filters = filtersFromUrl(championshipsListBody, new URL(args.request.url), FILTERS);
  const [list, options] = await Promise.all([
    staffLoad(args, "/championships/list", filters),
    staffLoad(args, "/championships/options"),
  ]);
  return {
    list,
    types: options.types,
    title: translate(staffLangOf(args.request), "sports.data.nav.championships"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/championships: each season's competitions, their type and table mode. */
export default function StaffChampionships() {
  const { list, types, title } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
  const columns: StaffColumn<ChampionshipRow>[] = [
    {
      id: "title",
      header: t("sports.data.championship.title"),
      cell: ({ row }) => (
        <span className="block">
          <Link
            to={`/staff/sports/championships/${row.original.id}`}
            className="font-bold text-brand-800 underline"
          >
            {row.original.label}
          </Link>
          <span className="block text-sm text-gray-700">
            {row.original.type_label}
            {row.original.published ? "" : ` · ${t("sports.data.unpublished")}`}
          </span>
        </span>
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
    {
      id: "matches",
      header: t("sports.data.championship.matches"),
      cell: ({ row }) => <span className="tabular-nums">{row.original.matches}</span>,
    },
    {
      id: "actions",
      header: t("staff.ui.actions"),
      cell: ({ row }) => (
        <Link to={`/staff/sports/standings/${row.original.id}`} className={linkButton}>
          {t("sports.data.championship.table")}
        </Link>
      ),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/sports/championships/new", label: t("sports.data.championship.new") }}
      filterKeys={FILTERS}
      filterColumns={4}
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
          <SelectField
            label={t("sports.data.championship.type")}
            name="type_id"
            defaultValue={params.get("type_id") ?? ""}
          >
            <option value="">{t("staff.ui.all")}</option>
            {types.map((ty) => (
              <option key={ty.id} value={ty.id}>
                {ty.title}
              </option>
            ))}
          </SelectField>
        </>
      }
      list={list}
      columns={columns}
      rowKey={(c) => c.id}
      empty={t("sports.data.championship.none")}
      noMatch={t("sports.data.championship.noMatch")}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
