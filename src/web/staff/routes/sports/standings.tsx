import { championshipsListBody, type ChampionshipRow } from "../../../../shared/sports/staff-data";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SeasonFilter, seasonAndModeColumns } from "../../features/sports-data/list-parts";
import { titleMeta } from "../../lib/title-meta";

const standings = listRoute({
  call: "/championships/list",
  body: championshipsListBody,
  filters: ["search", "season"],
  title: "sports.data.nav.standings",
  base: "/staff/sports/standings",
});

export const loader = standings.loader;
export const meta = titleMeta;

/** /staff/sports/standings: choose the championship whose table to see and edit. */
export default standings.screen(({ t, col, link }) => ({
  intro: <p>{t("sports.data.standings.choose")}</p>,
  columns: [
    col("title", t("sports.data.championship.title"), (r) => link(r, r.label)),
    ...seasonAndModeColumns<ChampionshipRow>(t),
  ],
  search: t("sports.data.search"),
  filters: <SeasonFilter t={t} />,
  empty: t("sports.data.championship.none"),
  noMatch: t("sports.data.championship.noMatch"),
}));
