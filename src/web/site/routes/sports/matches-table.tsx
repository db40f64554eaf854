import { data, Form, Link } from "react-router";
import type { Route } from "./+types/matches-table";
import { EmptyState, LoadError } from "../../components/load-error";
import { StandingsTable } from "../../components/standings-table";
import { MatchesScreen } from "../../features/sports/matches-tabs";
import { langFromPath, localePath, useLang, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { isolateSeasons } from "../../../lib/season-text";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

const toId = (v: string | null | undefined) => {
  const n = Number.parseInt(v ?? "", 10);
  return Number.isInteger(n) && n > 0 && n < 2_147_483_647 ? n : undefined;
};

/** The championship table (MainTabel): one type (type_id), one season of it (?championship=). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const typeId = toId(params.type_id);
  if (params.type_id !== undefined && !typeId) throw data(null, { status: 404 });
  const championshipId = toId(url.searchParams.get("championship"));
  const types = await context.api(
    "/website/championships/types",
    { with: ["championships"] },
    { lang },
  );
  if (!types.ok)
    return { types: null, type: null, standings: null, standingsError: false, championshipId };
  const type = typeId
    ? (types.results.data.find((x) => x.id === typeId) ?? null)
    : (types.results.data[0] ?? null);
  // A championship type that does not exist is the 404 screen.
  if (typeId && !type) throw data(null, { status: 404 });
  if (!type?.championships?.length)
    return {
      types: types.results.data,
      type,
      standings: null,
      standingsError: false,
      championshipId,
    };
  const standings = await context.api(
    "/website/championshipResults",
    championshipId ? { championship_id: championshipId } : { type_id: type.id },
    { lang },
  );
  return {
    types: types.results.data,
    type,
    standings: standings.ok ? standings.results : null,
    standingsError: !standings.ok,
    championshipId,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.table", "sports.meta.table");

export default function MainTable({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { types, type, standings, standingsError, championshipId } = loaderData;
  const selected = standings?.championship?.id ?? championshipId;
  const chip =
    "inline-flex min-h-11 items-center rounded-full px-4 font-bold ring-1 ring-brand-700/30";
  return (
    <MatchesScreen heading={t("sports.matches.standings")} narrow>
      {!types ? (
        <LoadError message="content.load.championships" />
      ) : (
        <>
          <nav aria-label={t("sports.matches.championship")} className="mb-6">
            <ul className="flex flex-wrap gap-2">
              {types.map((ct) => (
                <li key={ct.id}>
                  <Link
                    to={localePath(lang, `/matches/table/${ct.id}`)}
                    aria-current={type?.id === ct.id ? "page" : undefined}
                    className={`${chip} ${type?.id === ct.id ? "bg-brand-700 text-white" : "hover:bg-surface-muted"}`}
                  >
                    {ct.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {!type || !type.championships?.length ? (
            <EmptyState message="content.empty.championship" />
          ) : (
            <>
              <Form method="get" className="mb-6 flex flex-wrap items-end gap-2">
                <div>
                  <label htmlFor="season" className="mb-1 block font-bold">
                    {t("sports.matches.season")}
                  </label>
                  <select
                    id="season"
                    name="championship"
                    defaultValue={selected ?? undefined}
                    key={selected ?? "none"}
                    className="min-h-11 rounded-xl border border-black/20 bg-white px-3"
                  >
                    {type.championships.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
                >
                  {t("sports.matches.show")}
                </button>
              </Form>
              {standingsError ? (
                <LoadError message="content.load.standings" />
              ) : standings?.championship && standings.data.length ? (
                <StandingsTable
                  rows={standings.data}
                  caption={t("sports.matches.tableOf", {
                    title: isolateSeasons(standings.championship.title),
                  })}
                />
              ) : (
                <EmptyState message="content.empty.season" />
              )}
            </>
          )}
        </>
      )}
    </MatchesScreen>
  );
}
