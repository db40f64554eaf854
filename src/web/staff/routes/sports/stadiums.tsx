import { stadiumsListBody, type StadiumRow } from "../../../../shared/sports/staff-data";
import { Figure } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { countColumn } from "../../features/sports-data/list-parts";
import { sportsListRoute } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";
import { formatNumber } from "../../../lib/format";

const stadiums = sportsListRoute("stadiums", {
  body: stadiumsListBody,
  filters: ["search"],
});

export const loader = stadiums.loader;
export const meta = titleMeta;

/** /staff/sports/stadiums. */
export default stadiums.screen(({ t, lang, col, link }) => ({
  columns: [
    col("name", t("sports.data.stadium.name"), (r) => link(r, r.label)),
    col("city", t("sports.data.stadium.city"), (r) => r.city[lang] || r.city.ar || "–"),
    col("capacity", t("sports.data.stadium.capacity"), (r) => (
      <Figure value={r.capacity == null ? "–" : formatNumber(r.capacity, lang)} />
    )),
    countColumn("matches", t("sports.data.stadium.matches"), (s: StadiumRow) => s.matches),
  ],
}));
