import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/event-edit";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { EventForm } from "../../features/events/event-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const [event, options] = await Promise.all([
    loadRecord(args, "/events/get"),
    staffLoad(args, "/events/options", {}),
  ]);
  return {
    event,
    options,
    title: recordTitle(args, "events.editor.newTitle", "events.editor.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/events/new and /staff/events/:id. */
export default function StaffEventEdit() {
  const { event, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/events", label: t("events.editor.listTitle") }}
      title={title}
      record={event}
      deletePath="/events/delete"
      deleteWords={
        event
          ? {
              button: t("sports.data.delete"),
              title: t("sports.data.deleteTitle", { name: event.title.ar }),
              body: t("events.editor.deleteBody"),
            }
          : undefined
      }
      actions={
        event ? (
          <Link to={`/staff/events/${event.id}/map`} className={secondaryButton}>
            {t("events.editor.openMap")}
          </Link>
        ) : null
      }
    >
      {(onSaved) => (
        <EventForm
          key={event?.id ?? "new"}
          event={event}
          matches={options.matches}
          onSaved={onSaved}
        />
      )}
    </RecordEditScreen>
  );
}
