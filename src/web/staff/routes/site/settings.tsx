import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/settings";
import { useLang, useT } from "../../../lib/i18n";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SettingsForm } from "../../features/site-records/settings-form";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    settings: await staffLoad(args, "/settings/get", {}),
    title: staffTitle(args.request, "cms.nav.settings"),
  };
}

export const meta = titleMeta;

/** /staff/settings: the site settings (admins only; the server refuses everyone else). */
export default function StaffSettings() {
  const { settings, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const when = settings.updated_at
    ? new Intl.DateTimeFormat(lang, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Asia/Riyadh",
      }).format(new Date(settings.updated_at))
    : null;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-1 max-w-3xl text-gray-700">{t("cms.settings.intro")}</p>
        {when ? (
          <p className="mt-1 text-sm text-gray-700">
            {t("cms.settings.updatedAt", { date: when })}
          </p>
        ) : null}
      </div>
      <SettingsForm settings={settings} onSaved={() => void revalidator.revalidate()} />
    </div>
  );
}
