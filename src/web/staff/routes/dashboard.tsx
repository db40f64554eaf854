import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import type { MessageKey } from "../../../shared/i18n";
import { can, type StaffPermission } from "../../../shared/staff/permissions";
import { formatTime } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { staffLoad, staffTitle } from "../lib/staff-api";
import type { ShellData } from "./staff-shell";
import { titleMeta } from "../lib/title-meta";

/** Tiles whose list exists in the console link to it (the others gain a link with their screen). */
const TILE_LINKS: Record<string, { to: string; permission: StaffPermission }> = {
  new_job_applications: { to: "/staff/inbox/applications", permission: "inbox.job_applications" },
  new_contact_messages: { to: "/staff/inbox/contact", permission: "inbox.contact_messages" },
  new_complaints: { to: "/staff/inbox/complaints", permission: "inbox.complaints" },
  new_visit_requests: { to: "/staff/inbox/visits", permission: "inbox.visit_requests" },
  new_sport_joins: { to: "/staff/inbox/sport_joins", permission: "inbox.sport_joins" },
  failed_notifications: { to: "/staff/notifications", permission: "notifications.view" },
};

export async function loader(args: Route.LoaderArgs) {
  const r = await staffLoad(args, "/dashboard");
  return { ...r, title: staffTitle(args.request, "staff.nav.dashboard") };
}

export const meta = titleMeta;

export default function StaffDashboard() {
  const { tiles } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.dashboard")}</h1>
        <p className="mt-1">{t("staff.dashboard.hello", { name: shell.staff.name })}</p>
      </div>
      {tiles.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-400 p-6 text-center">
          {t("staff.dashboard.noTiles")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="dashboard-tiles">
          {tiles.map((tile) => {
            const link = TILE_LINKS[tile.key];
            const label = t(`staff.dashboard.tiles.${tile.key}` as MessageKey);
            const body = (
              <>
                <span className="block text-4xl font-bold text-brand-800">{tile.count}</span>
                <span className="mt-1 block font-bold">{label}</span>
                <span className="mt-1 block text-sm text-gray-700">
                  {tile.count === 0
                    ? t("staff.dashboard.none")
                    : tile.since
                      ? t("staff.dashboard.since", { time: formatTime(tile.since, lang) })
                      : t("staff.dashboard.now")}
                </span>
              </>
            );
            return (
              <li key={tile.key} data-tile={tile.key}>
                {link && can(shell.staff.roles, link.permission) ? (
                  <Link
                    to={link.to}
                    className="block h-full rounded-lg border border-gray-300 p-4 hover:border-brand-700 hover:bg-brand-50"
                  >
                    {body}
                  </Link>
                ) : (
                  <div className="h-full rounded-lg border border-gray-300 p-4">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
