import { data } from "react-router";
import type { LoadContext } from "../../../../shared/api";
import { can } from "../../../../shared/staff/permissions";
import { manyOf } from "../../../lib/api-client";
import { staffLangOf, staffLoad, type StaffLoadError } from "../../lib/staff-api";

/**
 * What the gate screens load first: they are for the gate role (the server checks each call
 * again), so anyone else is refused here; then the events on sale, in the asker's language.
 */
export async function loadGateEvents(args: { request: Request; context: LoadContext }) {
  const lang = staffLangOf(args.request);
  const me = await staffLoad(args, "/me");
  if (!can(me.staff.roles, "gate.checkin"))
    throw data<StaffLoadError>({ code: "forbidden", message: "" }, { status: 403 });
  const res = await args.context.api("/reservations/events", {}, { lang });
  return { lang, me, events: res.ok ? manyOf(res.results) : [] };
}
