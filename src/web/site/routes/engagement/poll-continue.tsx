import type { Route } from "./+types/poll-continue";
import { PageHero } from "../../../components/ui/page-hero";
import { PollCard } from "../../features/engagement/poll-card";
import { useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.continueEnrollment");

export default function Screen() {
  const t = useT();
  return (
    <>
      <PageHero title={t("routes.continueEnrollment")} />
      <div className="px-4 py-10">
        <PollCard
          pollKey="continue_enrollment"
          title={t("identity.continueTitle")}
          intro={t("identity.continueIntro")}
        />
      </div>
    </>
  );
}
