import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ChampionshipTypeForm } from "../../features/sports-data/championship-type-form";
import { titleMeta } from "../../lib/title-meta";

const type = editRoute({
  api: "/championship-types",
  back: ["/staff/sports/championship-types", "sports.data.nav.championshipTypes"],
  titles: ["sports.data.championshipType.new", "sports.data.championshipType.editTitle"],
});

export const loader = type.loader;
export const meta = titleMeta;

/** /staff/sports/championship-types/new and /staff/sports/championship-types/:id. */
export default type.screen(({ record, onSaved }) => (
  <ChampionshipTypeForm type={record} onSaved={onSaved} />
));
