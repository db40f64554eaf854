import { Link } from "react-router";
import { secondaryButton } from "../../components/buttons";
import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { EventForm } from "../../features/events/event-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const event = editRoute({
  api: "/events",
  back: ["/staff/events", "events.editor.listTitle"],
  titles: ["events.editor.newTitle", "events.editor.editTitle"],
  options: (args) => staffLoad(args, "/events/options", {}),
});

export const loader = event.loader;
export const meta = titleMeta;

/** /staff/events/new and /staff/events/:id, with its seat map's link. */
export default event.screen(
  ({ record, options, onSaved }) => (
    <EventForm event={record} matches={options.matches} onSaved={onSaved} />
  ),
  {
    deleteWords: (e, { t }) => ({
      button: t("sports.data.delete"),
      title: t("sports.data.deleteTitle", { name: e.title.ar }),
      body: t("events.editor.deleteBody"),
    }),
    actions: (e, { t }) => (
      <Link to={`/staff/events/${e.id}/map`} className={secondaryButton}>
        {t("events.editor.openMap")}
      </Link>
    ),
  },
);
