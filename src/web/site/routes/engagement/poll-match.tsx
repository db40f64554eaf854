import { useLocation } from "react-router";
import type { Route } from "./+types/poll-match";
import { PageHero } from "../../../components/ui/page-hero";
import { PollCard } from "../../features/engagement/poll-card";
import { useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const meta: Route.MetaFunction = ({ matches }) => screenMeta(matches, "routes.pollMatch");

/** Both match polls: /surveys/matches/attending-next-match and /surveys/matches/alnoor-vs-alfeiha. */
export default function Screen() {
  const t = useT();
  const feiha = useLocation().pathname.endsWith("-vs-alfeiha");
  return (
    <>
      <PageHero title={t("routes.pollMatch")} />
      <div className="px-4 py-10">
        {feiha ? (
          <PollCard
            pollKey="alnoor-vs-alfeiha"
            title={t("identity.feihaTitle")}
            intro={t("identity.attendIntro")}
          />
        ) : (
          <PollCard
            pollKey="attend_next_match"
            title={t("identity.attendTitle")}
            intro={t("identity.attendIntro")}
          />
        )}
      </div>
    </>
  );
}
