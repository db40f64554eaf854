import {
  championshipTypesListBody,
  type ChampionshipTypeRow,
} from "../../../../shared/sports/staff-data";
import { Figure } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { countColumn } from "../../features/sports-data/list-parts";
import { titleMeta } from "../../lib/title-meta";

const types = listRoute({
  call: "/championship-types/list",
  body: championshipTypesListBody,
  filters: ["search"],
  title: "sports.data.nav.championshipTypes",
  base: "/staff/sports/championship-types",
});

export const loader = types.loader;
export const meta = titleMeta;

/** /staff/sports/championship-types: the kinds of competition, in the site's order. */
export default types.screen(({ t, col, link }) => ({
  create: t("sports.data.championshipType.new"),
  columns: [
    col("title", t("sports.data.championshipType.title"), (r) =>
      link(r, r.label, r.published ? "" : t("sports.data.unpublished")),
    ),
    col("ord", t("sports.data.order"), (r) => <Figure value={r.ord} />),
    countColumn(
      "championships",
      t("sports.data.championshipType.championships"),
      (c: ChampionshipTypeRow) => c.championships,
    ),
  ],
  search: t("sports.data.search"),
  empty: t("sports.data.championshipType.none"),
  noMatch: t("sports.data.championshipType.noMatch"),
}));
