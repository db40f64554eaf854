import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { translate } from "../../../shared/i18n";
import { langOfRequest, useT } from "../../lib/i18n";
import { titleMeta } from "../lib/title-meta";

/** Any console address without a screen: 404, in the staff member's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(new URL(request.url).pathname, request.headers.get("cookie") ?? "");
  return data({ title: translate(lang, "staff.notFound.title") }, { status: 404 });
}

export const meta = titleMeta;

export default function StaffNotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold">{t("staff.notFound.title")}</h1>
      <p className="mt-4">{t("staff.notFound.body")}</p>
    </div>
  );
}
