import { Link } from "react-router";
import { secondaryButton } from "../../components/buttons";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ChampionshipForm } from "../../features/sports-data/championship-form";
import { sportsEditRoute } from "../../features/sports-data/record-routes";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const championship = sportsEditRoute("championships", (args) =>
  staffLoad(args, "/championships/options"),
);

export const loader = championship.loader;
export const meta = titleMeta;

/** /staff/sports/championships/new and /staff/sports/championships/:id, with its table's link. */
export default championship.screen((c) => <ChampionshipForm {...c} />, {
  actions: (c, { t }) => (
    <Link to={`/staff/sports/standings/${c.id}`} className={secondaryButton}>
      {t("sports.data.championship.table")}
    </Link>
  ),
});
