import { Link, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/standings-edit";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { linkButton, secondaryButton } from "../../components/buttons";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { AdjustmentsPanel, ResultsPanel } from "../../features/sports-data/standings-entries";
import { ManualTable, ModeForm, StandingsTable } from "../../features/sports-data/standings-panels";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  const [table, options] = await Promise.all([
    staffLoad(args, "/standings/get", { championship_id: id }),
    staffLoad(args, "/championships/options"),
  ]);
  return {
    table,
    clubs: options.clubs,
    title: staffTitle(args.request, "sports.data.standings.title", {
      name: table.title,
    }),
  };
}

export const meta = titleMeta;

/**
 * /staff/sports/standings/:id: a championship's table with its mode and rules; a computed one
 * with its point adjustments (and their reasons) and other clubs' results, a hand-entered one
 * with its rows. Every change recomputes the table on the server, which answers it again.
 */
export default function StaffStandingsTable() {
  const { table, clubs, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const rules = table.rules;
  return (
    <div className="space-y-6">
      <Link to="/staff/sports/standings" className={linkButton}>
        {t("sports.data.nav.standings")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <Link
          to={`/staff/sports/championships/${table.championship_id}`}
          className={secondaryButton}
        >
          {t("sports.data.standings.editRules")}
        </Link>
      </div>
      <p>
        {t("sports.data.standings.rules", {
          win: rules.points.win,
          draw: rules.points.draw,
          loss: rules.points.loss,
          list: new Intl.ListFormat(lang).format(
            rules.tieBreakers.map((c) => t(`sports.data.criteria.${c}`)),
          ),
        })}
      </p>
      <ModeForm key={`mode-${table.mode}`} data={table} onSaved={refresh} />
      <StandingsTable data={table} clubs={clubs} />
      {table.mode === "computed" ? (
        <div className="grid gap-8 xl:grid-cols-2">
          <AdjustmentsPanel data={table} clubs={clubs} onChange={refresh} />
          <ResultsPanel data={table} clubs={clubs} onChange={refresh} />
        </div>
      ) : (
        <ManualTable
          key={JSON.stringify(table.rows)}
          data={table}
          clubs={clubs}
          onChange={refresh}
        />
      )}
    </div>
  );
}
