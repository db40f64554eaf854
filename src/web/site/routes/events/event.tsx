import { foundOr404, recordHandle, requestLang } from "../../lib/record-route";
import type { Route } from "./+types/event";
import type { EventDto } from "../../../../shared/events/dtos";
import { PageHero } from "../../../components/ui/page-hero";
import { MessagePage } from "../../components/message-page";
import { eventPath } from "../../features/events/event-path";
import { EventScreen } from "../../features/events/event-screen";
import { JsonLd } from "../../components/json-ld";
import { eventLd } from "../../features/events/event-ld";
import { useSiteData } from "../../lib/site-data";
import { useLang, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";
import { recordId } from "../../../lib/route-handle";
import { oneOf } from "../../../lib/api-client";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

type LoaderData = { event: EventDto | null };

export const handle = recordHandle("event", eventPath);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const id = recordId(params.id);
  const found = foundOr404(
    await context.api("/reservations/events", { id, with: ["containers"] }, { lang }),
  );
  return { event: found ? oneOf(found) : null } satisfies LoaderData;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const e = d?.event;
  if (!e) return screenMeta(matches, "routes.event");
  return pageMeta(matches, e.title, {
    description: e.description.slice(0, 160),
    ...(e.image_url ? { image: e.image_url } : {}),
  });
};

export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { origin, settings } = useSiteData();
  const event = loaderData.event;
  if (!event) {
    return (
      <MessagePage title={t("routes.event")}>
        <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-900">
          {t("events.loadError")}
        </p>
      </MessagePage>
    );
  }
  const club = settings?.AppName ?? t("app.clubName");
  return (
    <>
      <JsonLd data={{ "@context": "https://schema.org", ...eventLd(event, origin, lang, club) }} />
      <PageHero title={event.title}>{event.venue}</PageHero>
      <EventScreen key={event.id} event={event} returnPath={eventPath(event)} />
    </>
  );
}
