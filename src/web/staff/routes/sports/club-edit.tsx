import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ClubForm } from "../../features/sports-data/club-form";
import { titleMeta } from "../../lib/title-meta";

const club = editRoute({
  api: "/clubs",
  back: ["/staff/sports/clubs", "sports.data.nav.clubs"],
  titles: ["sports.data.club.new", "sports.data.club.editTitle"],
});

export const loader = club.loader;
export const meta = titleMeta;

/** /staff/sports/clubs/new and /staff/sports/clubs/:id. */
export default club.screen(({ record, onSaved }) => <ClubForm club={record} onSaved={onSaved} />);
