import type { Route } from "./+types/social-report";
import { PageHero } from "../components/layout/page-hero";
import { useT } from "../lib/i18n";
import { screenMeta } from "../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error";

export const meta: Route.MetaFunction = ({ matches }) => screenMeta(matches, "routes.socialReport");

export default function Screen() {
  const t = useT();
  return <PageHero title={t("routes.socialReport")} />;
}
