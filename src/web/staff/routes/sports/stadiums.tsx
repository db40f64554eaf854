import { stadiumsListBody, type StadiumRow } from "../../../../shared/sports/staff-data";
import { Figure } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { countColumn } from "../../features/sports-data/list-parts";
import { titleMeta } from "../../lib/title-meta";

const stadiums = listRoute({
  call: "/stadiums/list",
  body: stadiumsListBody,
  filters: ["search"],
  title: "sports.data.nav.stadiums",
  base: "/staff/sports/stadiums",
});

export const loader = stadiums.loader;
export const meta = titleMeta;

/** /staff/sports/stadiums. */
export default stadiums.screen(({ t, lang, col, link }) => ({
  create: t("sports.data.stadium.new"),
  columns: [
    col("name", t("sports.data.stadium.name"), (r) => link(r, r.label)),
    col("city", t("sports.data.stadium.city"), (r) => r.city[lang] || r.city.ar || "–"),
    col("capacity", t("sports.data.stadium.capacity"), (r) => (
      <Figure value={r.capacity?.toLocaleString(lang === "ar" ? "ar-SA-u-nu-latn" : lang) ?? "–"} />
    )),
    countColumn("matches", t("sports.data.stadium.matches"), (s: StadiumRow) => s.matches),
  ],
  search: t("sports.data.search"),
  empty: t("sports.data.stadium.none"),
  noMatch: t("sports.data.stadium.noMatch"),
}));
