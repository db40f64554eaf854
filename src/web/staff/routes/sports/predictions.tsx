import {
  predictionMatchesBody,
  type PredictionMatchRow,
} from "../../../../shared/sports/staff-data";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { countColumn, kickoffColumn, WhenFilter } from "../../features/sports-data/list-parts";
import { titleMeta } from "../../lib/title-meta";

const predictions = listRoute({
  call: "/predictions/matches",
  body: predictionMatchesBody,
  filters: ["search", "when"],
  title: "sports.data.predictions.title",
  base: "/staff/sports/predictions",
});

export const loader = predictions.loader;
export const meta = titleMeta;

/** /staff/sports/predictions: matches with their prediction counts and windows. */
export default predictions.screen(({ t, col, link }) => ({
  columns: [
    kickoffColumn<PredictionMatchRow>(t),
    col("opponent", t("sports.console.opponent"), (r) =>
      link(
        r,
        r.competitor_name,
        `${t(`sports.status.${r.status as "scheduled"}`)} · ${r.championship_title}`,
      ),
    ),
    col("window", t("sports.data.predictions.window"), (r) =>
      r.enabled ? t("sports.data.predictions.open") : t("sports.data.predictions.closed"),
    ),
    countColumn(
      "count",
      t("sports.data.predictions.count"),
      (m: PredictionMatchRow) => m.predictions,
    ),
  ],
  search: t("sports.data.predictions.search"),
  filters: <WhenFilter t={t} />,
  empty: t("sports.data.predictions.none"),
  noMatch: t("sports.data.predictions.noMatch"),
}));
