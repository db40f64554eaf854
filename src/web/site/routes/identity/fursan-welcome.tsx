import type { Route } from "./+types/fursan-welcome";
import { PageHero } from "../../../components/ui/page-hero";
import { LocalLink } from "../../../components/ui/local-link";
import { useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { useSiteData } from "../../lib/site-data";
import { useSession } from "../../lib/session";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.welcome", "identity.welcomeIntro");

export default function Screen() {
  const t = useT();
  const { user, requestLogin } = useSession();
  const open = useSiteData()?.settings?.registration_open === true;
  const perks = ["identity.perkCard", "identity.perkEvents", "identity.perkPolls"] as const;
  return (
    <>
      <PageHero title={t("identity.welcomeTitle")}>{t("identity.welcomeIntro")}</PageHero>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-3">
          {perks.map((key) => (
            <li key={key} className="card-muted p-5 text-lg font-bold text-brand-900">
              {t(key)}
            </li>
          ))}
        </ul>
        {!open ? (
          <p className="mt-8 rounded-xl bg-gold-400/20 p-4" role="note">
            <strong className="block">{t("identity.knightsClosed")}</strong>
            {t("identity.registerClosedHint")}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {user ? (
            <LocalLink
              to="/fursanalealami/profile/profile-info"
              className="inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
            >
              {t("identity.goToProfile")}
            </LocalLink>
          ) : (
            <button
              type="button"
              onClick={() => requestLogin()}
              className="inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
              data-testid="welcome-login"
            >
              {t("identity.login")}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
