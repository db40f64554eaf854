import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { sportsRecord } from "../../features/sports-data/record-routes";
import { StadiumForm } from "../../features/sports-data/stadium-form";
import { titleMeta } from "../../lib/title-meta";

const stadium = editRoute(sportsRecord("stadiums"));

export const loader = stadium.loader;
export const meta = titleMeta;

/** /staff/sports/stadiums/new and /staff/sports/stadiums/:id. */
export default stadium.screen((c) => <StadiumForm {...c} />);
