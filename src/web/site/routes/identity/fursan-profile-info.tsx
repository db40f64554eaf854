import type { Route } from "./+types/fursan-profile-info";
import { PageHero } from "../../../components/ui/page-hero";
import { LocalLink } from "../../../components/ui/local-link";
import { MyReservations } from "../../features/events/my-reservations";
import { PrivacyPanel } from "../../features/identity/privacy-panel";
import { ProfileDetails } from "../../features/identity/profile-details";
import { QrCard } from "../../features/identity/qr-card";
import { SignInPrompt } from "../../features/identity/sign-in-prompt";
import { useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import type { RouteHandle } from "../../../lib/route-handle";
import { updatePath, useSession } from "../../lib/session";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = { keepScroll: true };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...screenMeta(matches, "routes.profile"),
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  const t = useT();
  const { user } = useSession();
  return (
    <>
      <PageHero title={t("identity.profileTitle")} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        {!user ? (
          <SignInPrompt />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="space-y-6">
              <ProfileDetails user={user} />
              <MyReservations />
              <PrivacyPanel />
            </div>
            {user.complete ? (
              <QrCard user={user} />
            ) : (
              <section
                className="self-start rounded-2xl bg-gold-400/15 p-6"
                role="status"
                data-testid="qr-locked"
              >
                <h2 className="text-lg font-bold">{t("identity.qrTitle")}</h2>
                <p className="mt-2">{t("identity.qrIncomplete")}</p>
                <LocalLink
                  to={updatePath("/fursanalealami/profile/profile-info")}
                  className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-bold text-white"
                >
                  {t("identity.completeNow")}
                </LocalLink>
              </section>
            )}
          </div>
        )}
      </div>
    </>
  );
}
