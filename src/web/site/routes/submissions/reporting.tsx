import type { Route } from "./+types/reporting";
import { PageHero } from "../../../components/ui/page-hero";
import { ComplaintForm } from "../../features/submissions/complaint-form";
import { ComplaintFollowUpForm } from "../../features/submissions/complaint-follow-up";
import { useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import type { RouteHandle } from "../../../lib/route-handle";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = { largeFooter: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.reporting", "submissions.reporting.intro");

export default function Screen() {
  const t = useT();
  return (
    <>
      <PageHero title={t("routes.reporting")}>{t("submissions.reporting.intro")}</PageHero>
      <div className="bg-surface-muted">
        <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
          <ComplaintForm />
          <ComplaintFollowUpForm />
        </div>
      </div>
    </>
  );
}
