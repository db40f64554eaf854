import type { Route } from "./+types/social";
import { EmptyState, LoadError } from "../../components/load-error";
import { PageHero } from "../../../components/ui/page-hero";
import { LocalLink, CardLink } from "../../../components/ui/local-link";
import { initiativePath } from "../../features/content/initiative-details";
import { langFromPath, useLang, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { LazyImage, PICTURE } from "../../../components/ui/lazy-image";
import { formatNumber } from "../../../lib/format";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const res = await context.api("/website/initiatives", {}, { lang });
  return { items: res.ok ? res.results.data : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.socialResponsibility", "content.social.intro");

export default function SocialResponsibility({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { items } = loaderData;
  return (
    <>
      <PageHero title={t("routes.socialResponsibility")}>
        <p>{t("content.social.intro")}</p>
        <LocalLink
          to="/social-responsibility/report"
          className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-gold-500 px-5 font-bold text-brand-900 hover:bg-gold-400"
        >
          {t("content.social.openReport")}
        </LocalLink>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {!items ? (
          <LoadError message="content.load.initiatives" />
        ) : items.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((i) => (
              <li key={i.id} className="group relative flex flex-col overflow-hidden card">
                <LazyImage src={i.img} {...PICTURE.initiative} />
                <div className="flex flex-1 flex-col p-4">
                  <h2 className="text-lg font-bold">
                    <CardLink to={initiativePath(i)}>{i.title}</CardLink>
                  </h2>
                  <p className="mt-1 text-ink-muted">{i.idea.list[0]}</p>
                  {i.targetd_count !== null ? (
                    <p className="mt-auto pt-3 text-sm font-bold text-brand-800">
                      {t("content.social.targetCount")}: {formatNumber(i.targetd_count, lang)}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message="content.empty.items" />
        )}
      </div>
    </>
  );
}
