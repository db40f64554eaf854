import { useNavigate } from "react-router";
import type { Route } from "./+types/set-password";
import { translate } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";
import { SetPasswordForm } from "../features/staff/set-password-form";
import { staffLangOf } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";

export function loader({ request }: Route.LoaderArgs) {
  return { title: translate(staffLangOf(request), "staff.setPassword.title") };
}

export const meta = titleMeta;

/** /staff/set-password#token=…: the invitation and reset link's page. */
export default function StaffSetPassword() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-lg border border-gray-200 p-5 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.setPassword.title")}</h1>
      <SetPasswordForm
        onDone={() => navigate("/staff/sign-in?reason=password_set", { replace: true })}
      />
    </div>
  );
}
