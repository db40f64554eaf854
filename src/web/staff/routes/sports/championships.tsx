import { Link } from "react-router";
import { championshipsListBody, type ChampionshipRow } from "../../../../shared/sports/staff-data";
import { linkButton } from "../../components/buttons";
import { ChoiceFilter } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import {
  countColumn,
  SeasonFilter,
  seasonAndModeColumns,
} from "../../features/sports-data/list-parts";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const championships = listRoute({
  call: "/championships/list",
  body: championshipsListBody,
  filters: ["search", "season", "type_id"],
  title: "sports.data.nav.championships",
  base: "/staff/sports/championships",
  options: (args) => staffLoad(args, "/championships/options"),
});

export const loader = championships.loader;
export const meta = titleMeta;

/** /staff/sports/championships: each season's competitions, their type and table mode. */
export default championships.screen(({ t, options, col, link }) => ({
  create: t("sports.data.championship.new"),
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
  search: t("sports.data.search"),
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
  empty: t("sports.data.championship.none"),
  noMatch: t("sports.data.championship.noMatch"),
}));
