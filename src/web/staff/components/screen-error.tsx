import { isRouteErrorResponse, Link } from "react-router";
import { useT } from "../../lib/i18n";
import type { StaffLoadError } from "../lib/staff-api";
import { linkButton } from "./buttons";

/** A console screen whose data could not be read: why, in the staff member's language. */
export function ScreenError({ error }: { error: unknown }) {
  const t = useT();
  let title = t("staff.ui.loadFailed");
  let body = t("staff.ui.tryAgain");
  if (isRouteErrorResponse(error)) {
    const info = error.data as Partial<StaffLoadError> | null;
    if (error.status === 403) {
      title = t("staff.forbidden");
      body = t("staff.ui.forbiddenBody");
    } else if (error.status === 404) {
      title = t("staff.notFound.title");
      body = t("staff.ui.recordNotFound");
    } else if (info?.message) body = info.message;
  }
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-md border border-red-300 bg-red-50 p-6">
      <h1 className="text-xl font-bold text-red-900">{title}</h1>
      <p className="mt-2">{body}</p>
      <Link to="/staff" className={`${linkButton} mt-3`}>
        {t("staff.nav.dashboard")}
      </Link>
    </div>
  );
}
