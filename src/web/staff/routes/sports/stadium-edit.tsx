import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { StadiumForm } from "../../features/sports-data/stadium-form";
import { titleMeta } from "../../lib/title-meta";

const stadium = editRoute({
  api: "/stadiums",
  back: ["/staff/sports/stadiums", "sports.data.nav.stadiums"],
  titles: ["sports.data.stadium.new", "sports.data.stadium.editTitle"],
});

export const loader = stadium.loader;
export const meta = titleMeta;

/** /staff/sports/stadiums/new and /staff/sports/stadiums/:id. */
export default stadium.screen(({ record, onSaved }) => (
  <StadiumForm stadium={record} onSaved={onSaved} />
));
