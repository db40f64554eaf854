import { data } from "react-router";
import type { Route } from "./+types/poll-custom";
import { POLL_KEY_PATTERN } from "../../../../shared/identity/schemas";
import { LoadError } from "../../components/load-error";
import { PageHero } from "../../../components/ui/page-hero";
import { PollCard } from "../../features/engagement/poll-card";
import { langFromPath, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

/**
 * setCustomUpdateKey (spec section 2): /surveys/matches/{customKey}, the poll staff created
 * under that key. An unknown key is the 404 screen (status 404).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const key = params.customKey;
  if (!POLL_KEY_PATTERN.test(key)) throw data(null, { status: 404 });
  const res = await context.api("/website/polls/show", { key }, { lang });
  if (!res.ok && res.status === 404) throw data(null, { status: 404 });
  return { poll: res.ok ? res.results : null };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d?.poll ? pageMeta(matches, d.poll.title) : screenMeta(matches, "routes.poll");

export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { poll } = loaderData;
  return (
    <>
      <PageHero title={poll?.title ?? t("routes.poll")} />
      <div className="px-4 py-10">
        {!poll ? (
          <div className="mx-auto max-w-xl">
            <LoadError message="content.load.items" />
          </div>
        ) : poll.open ? (
          <PollCard
            key={poll.key}
            pollKey={poll.key}
            title={poll.title}
            intro={t("identity.customPollIntro")}
          />
        ) : (
          <p
            role="status"
            className="mx-auto max-w-xl card-muted p-6 text-center text-lg text-brand-900"
          >
            {t("identity.pollClosed")}
          </p>
        )}
      </div>
    </>
  );
}
