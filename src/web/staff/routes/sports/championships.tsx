import { Link } from "react-router";
import { championshipsListBody, type ChampionshipRow } from "../../../../shared/sports/staff-data";
import { linkButton } from "../../components/buttons";
import { ChoiceFilter } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import {
  countColumn,
  SeasonFilter,
  seasonAndModeColumns,
} from "../../features/sports-data/list-parts";
import { staffLoad } from "../../lib/staff-api";
import { sportsListRoute } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";

const championships = sportsListRoute("championships", {
  body: championshipsListBody,
  filters: ["search", "season", "type_id"],
  options: (args) => staffLoad(args, "/championships/options"),
});

export const loader = championships.loader;
export const meta = titleMeta;

/** /staff/sports/championships: each season's competitions, their type and table mode. */
export default championships.screen(({ t, options, col, link }) => ({
  columns: [
    col("title", t("sports.data.championship.title"), (r) =>
      link(r, r.label, `${r.type_label}${r.published ? "" : ` · ${t("sports.data.unpublished")}`}`),
    ),
    ...seasonAndModeColumns<ChampionshipRow>(t),
    countColumn(
      "matches",
      t("sports.data.championship.matches"),
      (c: ChampionshipRow) => c.matches,
    ),
    col("actions", t("staff.ui.actions"), (r) => (
      <Link to={`/staff/sports/standings/${r.id}`} className={linkButton}>
        {t("sports.data.championship.table")}
      </Link>
    )),
  ],
  filters: (
    <>
      <SeasonFilter t={t} />
      <ChoiceFilter
        name="type_id"
        label={t("sports.data.championship.type")}
        choices={options.types.map((ty) => ({ value: ty.id, label: ty.title }))}
      />
    </>
  ),
}));
