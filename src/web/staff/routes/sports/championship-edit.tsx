import { Link } from "react-router";
import { secondaryButton } from "../../components/buttons";
import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ChampionshipForm } from "../../features/sports-data/championship-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const championship = editRoute({
  api: "/championships",
  back: ["/staff/sports/championships", "sports.data.nav.championships"],
  titles: ["sports.data.championship.new", "sports.data.championship.editTitle"],
  options: (args) => staffLoad(args, "/championships/options"),
});

export const loader = championship.loader;
export const meta = titleMeta;

/** /staff/sports/championships/new and /staff/sports/championships/:id, with its table's link. */
export default championship.screen(
  ({ record, options, onSaved }) => (
    <ChampionshipForm championship={record} options={options} onSaved={onSaved} />
  ),
  {
    actions: (c, { t }) => (
      <Link to={`/staff/sports/standings/${c.id}`} className={secondaryButton}>
        {t("sports.data.championship.table")}
      </Link>
    ),
  },
);
