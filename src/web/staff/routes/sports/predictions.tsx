import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/predictions";
import { translate } from "../../../../shared/i18n";
import {
  predictionMatchesBody,
  type PredictionMatchRow,
} from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { Field, SelectField } from "../../components/field";
import { ListScreen, filtersFromUrl } from "../../components/list-screen";
import { ScreenError } from "../../components/screen-error";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

const FILTERS = ["search", "when"] as const;

export async function loader(args: Route.LoaderArgs) {
  const filters = filtersFromUrl(predictionMatchesBody, new URL(args.request.url), FILTERS);
  return {
    list: await staffLoad(args, "/predictions/matches", filters),
    title: translate(staffLangOf(args.request), "sports.data.predictions.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/predictions: matches with their prediction counts and windows. */
export default function StaffPredictions() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
  const columns: StaffColumn<PredictionMatchRow>[] = [
    {
      id: "kickoff",
      header: t("sports.console.kickoff"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
          {row.original.kickoff_at.replace("T", " ")}
        </bdi>
      ),
    },
    {
      id: "opponent",
      header: t("sports.console.opponent"),
      cell: ({ row }) => (
        <span className="block">
          <Link
            to={`/staff/sports/predictions/${row.original.id}`}
            className="font-bold text-brand-800 underline"
          >
            {row.original.competitor_name}
          </Link>
          <span className="block text-sm text-gray-700">
            {t(`sports.status.${row.original.status as "scheduled"}`)} ·{" "}
            {row.original.championship_title}
          </span>
        </span>
      ),
    },
    {
      id: "window",
      header: t("sports.data.predictions.window"),
      cell: ({ row }) =>
        row.original.enabled
          ? t("sports.data.predictions.open")
          : t("sports.data.predictions.closed"),
    },
    {
      id: "count",
      header: t("sports.data.predictions.count"),
      cell: ({ row }) => <span className="tabular-nums">{row.original.predictions}</span>,
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
            label={t("sports.data.predictions.search")}
            name="search"
            type="search"
            defaultValue={params.get("search") ?? ""}
          />
          <SelectField
            label={t("sports.console.when")}
            name="when"
            defaultValue={params.get("when") ?? ""}
          >
            <option value="">{t("staff.ui.all")}</option>
            <option value="upcoming">{t("sports.console.upcoming")}</option>
            <option value="past">{t("sports.console.past")}</option>
          </SelectField>
        </>
      }
      list={list}
      columns={columns}
      rowKey={(m) => m.id}
      empty={t("sports.data.predictions.none")}
      noMatch={t("sports.data.predictions.noMatch")}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
