import { useNavigate, useParams } from "react-router";
import type { Route } from "./+types/fursan-update";
import { PageHero } from "../../../components/ui/page-hero";
import { ProfileForm } from "../../features/identity/profile-form";
import { SignInPrompt } from "../../features/identity/sign-in-prompt";
import { localePath, useLang, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import type { RouteHandle } from "../../../lib/route-handle";
import { returnPathFrom, useSession } from "../../lib/session";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = { keepScroll: true, canonical: () => null };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...screenMeta(matches, "routes.update"),
  { name: "robots", content: "noindex" },
];

/** Complete (or edit) the profile, then go back to where the member came from (matchKey). */
export default function Screen() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { matchKey } = useParams();
  const { user, showAlert } = useSession();
  const back = returnPathFrom(matchKey) ?? "/fursanalealami/profile/profile-info";
  return (
    <>
      {/* A member whose profile is complete comes here from "Edit my details": not to complete it. */}
      <PageHero title={t(user?.complete ? "identity.editProfile" : "identity.updateTitle")} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        {!user ? (
          <SignInPrompt />
        ) : (
          <ProfileForm
            key={user.id}
            user={user}
            onSaved={() => {
              showAlert({ kind: "success", message: t("identity.saved") });
              navigate(localePath(lang, back));
            }}
          />
        )}
      </div>
    </>
  );
}
