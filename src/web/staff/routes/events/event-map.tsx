import { useLoaderData } from "react-router";
import type { Route } from "./+types/event-map";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { RecordScreen } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SeatMapEditor } from "../../features/events/seat-map-editor";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  const day = new URL(args.request.url).searchParams.get("day") ?? undefined;
  const [event, map] = await Promise.all([
    staffLoad(args, "/events/get", { id }),
    staffLoad(args, "/events/seatmap/get", {
      event_id: id,
      ...(day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { attend_at: day } : {}),
    }),
  ]);
  return { event, map, title: staffTitle(args.request, "events.editor.colMap") };
}

export const meta = titleMeta;

/** /staff/events/:id/map: the seat-map editor, with the day's sales drawn on it. */
export default function StaffEventMap() {
  const { event, map } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const name = event.title[lang] || event.title.ar;
  return (
    <RecordScreen
      back={{ to: `/staff/events/${event.id}`, label: t("events.editor.mapBack") }}
      title={t("events.editor.mapTitle", { name })}
    >
      <SeatMapEditor key={`${map.event_id}-${map.attend_at}`} map={map} />
    </RecordScreen>
  );
}
