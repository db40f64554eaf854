import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useT } from "../../lib/i18n";
import type { StaffLoadError } from "../lib/staff-api";
import { linkButton } from "./buttons";

/**
 * A console screen whose data could not be read: why, in the staff member's language. Routes
 * that re-export it as their `ErrorBoundary` get no props from React Router's build (it passes
 * `error` only to boundaries declared in the route module), so the route's error is read here.
 */
export function ScreenError(props: {
  error?: unknown;
  /** What a missing record is, in the screen's own words (instead of "page not found"). */
  missing?: { title: string; body: string };
  /** The list the record belongs to, offered before the dashboard. */
  list?: { to: string; label: string };
}) {
  const t = useT();
  const routeError = useRouteError();
  const error = props.error ?? routeError;
  let title = t("staff.ui.loadFailed");
  let body = t("staff.ui.tryAgain");
  if (isRouteErrorResponse(error)) {
    const info = error.data as Partial<StaffLoadError> | null;
    if (error.status === 403) {
      title = t("staff.forbidden");
      body = t("staff.ui.forbiddenBody");
    } else if (error.status === 404) {
      title = props.missing?.title ?? t("staff.notFound.title");
      body = props.missing?.body ?? t("staff.ui.recordNotFound");
    } else if (info?.message) body = info.message;
  }
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-md border border-red-300 bg-red-50 p-6">
      <h1 className="text-xl font-bold text-red-900">{title}</h1>
      <p className="mt-2">{body}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {props.list ? (
          <Link to={props.list.to} className={linkButton}>
            {props.list.label}
          </Link>
        ) : null}
        <Link to="/staff" className={linkButton}>
          {t("staff.nav.dashboard")}
        </Link>
      </p>
    </div>
  );
}
