import { useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/gate";
import type { EventDto } from "../../../shared/events/dtos";
import { translate } from "../../../shared/i18n";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { GateScreen } from "../features/gate/gate-screen";
import { loadGateEvents } from "../features/gate/gate-events";
import { riyadhToday } from "../features/gate/gate-setup";
import type { ShellData } from "./staff-shell";
import { titleMeta } from "../lib/title-meta";

/** Yesterday and later: a gate checks today's event, a late upload may finish yesterday's. */
function recentDays(event: EventDto, from: string) {
  return event.calendar.filter((d) => d.date >= from);
}

export async function loader(args: Route.LoaderArgs) {
  const gate = await loadGateEvents(args);
  const yesterday = riyadhToday(new Date(Date.now() - 86_400_000));
  const events = gate.events
    .map((e) => ({ id: e.id, title: e.title, calendar: recentDays(e, yesterday) }))
    .filter((e) => e.calendar.length > 0);
  return { events, title: translate(gate.lang, "gate.title") };
}

export const meta = titleMeta;

export default function StaffGate() {
  const { events } = useLoaderData<typeof loader>();
  const { staff } = useRouteLoaderData("staff-shell") as ShellData;
  // An account limited to some events sees only those (the server refuses the others anyway).
  const mine = staff.event_ids ? events.filter((e) => staff.event_ids!.includes(e.id)) : events;
  return <GateScreen events={mine} />;
}
