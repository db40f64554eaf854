import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/match-live";
import { translate } from "../../../../shared/i18n";
import { useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { linkButton } from "../../components/buttons";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { LiveControl } from "../../features/sports/live-control";
import { staffLangOf, staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const lang = staffLangOf(args.request);
  const id = recordId(args.params.id);
  const [match, options] = await Promise.all([
    staffLoad(args, "/matches/get", { id }),
    staffLoad(args, "/matches/options"),
  ]);
  return { match, options, title: translate(lang, "sports.console.liveTitle") };
}

export const meta = titleMeta;

/** The match control screen (phone-sized): /staff/sports/matches/:id/live. */
export default function StaffMatchLive() {
  const { match, options } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-3">
      <div className="mx-auto flex max-w-md flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-900">{t("sports.console.liveTitle")}</h1>
        <Link to={`/staff/sports/matches/${match.id}`} className={linkButton}>
          {t("sports.console.editMatch")}
        </Link>
      </div>
      <LiveControl key={match.id} initial={match} options={options} clubName={t("app.clubName")} />
    </div>
  );
}
