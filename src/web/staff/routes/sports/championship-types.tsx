import {
  championshipTypesListBody,
  type ChampionshipTypeRow,
} from "../../../../shared/sports/staff-data";
import { Figure } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { countColumn } from "../../features/sports-data/list-parts";
import { sportsListRoute } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";

const types = sportsListRoute("championship-types", {
  body: championshipTypesListBody,
  filters: ["search"],
});

export const loader = types.loader;
export const meta = titleMeta;

/** /staff/sports/championship-types: the kinds of competition, in the site's order. */
export default types.screen(({ t, col, link }) => ({
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
}));
