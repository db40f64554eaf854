import type { Route } from "./+types/events";
import type { EventDto } from "../../../../shared/events/dtos";
import { JsonLd } from "../../components/json-ld";
import { EmptyState, LoadError } from "../../components/load-error";
import { PageHero } from "../../../components/ui/page-hero";
import { EventCard } from "../../features/events/event-card";
import { eventsLd } from "../../features/events/event-ld";
import { manyOf } from "../../../lib/api-client";
import { langFromPath, useLang, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { useSiteData } from "../../lib/site-data";
import { useRevalidator } from "react-router";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

type LoaderData = { events: EventDto[] | null };

/** Events still to come or under way, the soonest first, with their availability. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const res = await context.api("/reservations/events", { current: true }, { lang });
  return { events: res.ok ? manyOf(res.results) : null } satisfies LoaderData;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.events", "events.list.intro");

export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { origin, settings } = useSiteData();
  const revalidator = useRevalidator();
  const { events } = loaderData;
  return (
    <>
      <PageHero title={t("routes.events")}>{t("events.list.intro")}</PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {!events ? (
          <LoadError
            message="events.list.loadError"
            onRetry={() => void revalidator.revalidate()}
            retrying={revalidator.state === "loading"}
          />
        ) : events.length ? (
          <>
            <JsonLd data={eventsLd(events, origin, lang, settings?.AppName ?? t("app.clubName"))} />
            <ul
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={t("routes.events")}
            >
              {events.map((e, i) => (
                <li key={e.id}>
                  <EventCard event={e} priority={i === 0} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyState message="events.list.empty" />
        )}
      </div>
    </>
  );
}
