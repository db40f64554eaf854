import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ClubForm } from "../../features/sports-data/club-form";
import { sportsRecord } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";

const club = editRoute(sportsRecord("clubs"));

export const loader = club.loader;
export const meta = titleMeta;

/** /staff/sports/clubs/new and /staff/sports/clubs/:id. */
export default club.screen((c) => <ClubForm {...c} />);
