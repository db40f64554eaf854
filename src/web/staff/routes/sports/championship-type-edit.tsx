import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ChampionshipTypeForm } from "../../features/sports-data/championship-type-form";
import { sportsRecord } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";

const type = editRoute(sportsRecord("championship-types"));

export const loader = type.loader;
export const meta = titleMeta;

/** /staff/sports/championship-types/new and /staff/sports/championship-types/:id. */
export default type.screen((c) => <ChampionshipTypeForm {...c} />);
