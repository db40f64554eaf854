import type { Route } from "./+types/fursan-profile-info";
import { PageHero } from "../components/layout/page-hero";
import { useT } from "../lib/i18n";
import { screenMeta } from "../lib/meta";
import type { RouteHandle } from "../lib/route-handle";

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error";

export const handle: RouteHandle = { keepScroll: true };

export const meta: Route.MetaFunction = ({ matches }) => screenMeta(matches, "routes.profile");

export default function Screen() {
  const t = useT();
  return <PageHero title={t("routes.profile")} />;
}
