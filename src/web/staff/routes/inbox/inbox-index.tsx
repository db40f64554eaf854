import { redirect } from "react-router";
import type { Route } from "./+types/inbox-index";
import { staffLoad } from "../../lib/staff-api";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";

/** /staff/inbox: the first tab the staff member may read (403 when there is none). */
export async function loader(args: Route.LoaderArgs) {
  const { kinds } = await staffLoad(args, "/inbox/counts", {});
  const first = kinds[0];
  if (!first) throw new Response(null, { status: 403 });
  throw redirect(`/staff/inbox/${first.kind}`);
}

export default function StaffInboxIndex() {
  return null;
}
