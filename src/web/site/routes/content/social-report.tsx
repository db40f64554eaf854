import type { Route } from "./+types/social-report";
import { EmptyState, LoadError } from "../../components/load-error";
import { LocalLink } from "../../../components/ui/local-link";
import { PageHero } from "../../../components/ui/page-hero";
import { InitiativeDetails } from "../../features/content/initiative-details";
import { langFromPath, useT } from "../../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { translate } from "../../../../shared/i18n";
import { PageImage } from "../../../components/ui/page-image";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

/** The built-in report's season, shown when no season has published initiatives. */
const BUILT_IN_SEASON = "2021-2022";

/**
 * ?season=2021-2022 (a linkable address): that season's report; without it (or with a season
 * that is not listed) the newest season that has published initiatives in the language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const asked = url.searchParams.get("season");
  const seasonsRes = await context.api("/website/initiatives/seasons", {}, { lang });
  const seasons = seasonsRes.ok ? seasonsRes.results.data : [];
  const season = asked && seasons.includes(asked) ? asked : (seasons[0] ?? BUILT_IN_SEASON);
  const res = await context.api("/website/initiatives", { season }, { lang });
  return { items: res.ok ? res.results.data : null, lang, season, seasons };
}

export const meta: Route.MetaFunction = ({ matches, data: d }) =>
  pageMeta(
    matches,
    translate(d?.lang ?? "ar", "content.social.reportTitle", {
      season: d?.season ?? BUILT_IN_SEASON,
    }),
    {
      description: translate(d?.lang ?? "ar", "content.social.reportIntro", {
        n: d?.items?.length ?? 0,
        season: d?.season ?? BUILT_IN_SEASON,
      }),
    },
  );

/** The seasons that have a report, newest first: links, so each report has its address. */
function SeasonChooser({ seasons, current }: { seasons: string[]; current: string }) {
  const t = useT();
  if (!seasons.length) return null;
  return (
    <nav aria-label={t("content.social.seasons")} className="mb-8">
      <h2 className="mb-2 font-bold text-brand-800">{t("content.social.seasons")}</h2>
      <ul className="flex flex-wrap gap-2">
        {seasons.map((s) => (
          <li key={s}>
            <LocalLink
              to={`/social-responsibility/report?season=${s}`}
              aria-current={s === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 font-bold tabular-nums ring-1 ring-brand-700 ${s === current ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
            >
              {s}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every initiative of the season in full, with a table of contents. */
export default function SocialReport({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, season, seasons } = loaderData;
  return (
    <>
      <PageHero title={t("content.social.reportTitle", { season })}>
        {items ? <p>{t("content.social.reportIntro", { n: items.length, season })}</p> : null}
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <SeasonChooser seasons={seasons} current={season} />
        {!items ? (
          <LoadError message="content.load.initiatives" />
        ) : !items.length ? (
          <EmptyState message="content.empty.items" />
        ) : (
          <>
            <nav
              aria-labelledby="report-contents"
              className="mb-10 rounded-2xl bg-surface-muted p-5"
            >
              <h2 id="report-contents" className="mb-3 text-title font-bold text-brand-800">
                {t("content.social.contents")}
              </h2>
              <ol className="grid list-decimal gap-x-8 gap-y-1 ps-6 sm:grid-cols-2">
                {items.map((i) => (
                  <li key={i.id}>
                    <a
                      href={`#initiative-${i.id}`}
                      className="inline-flex min-h-8 items-center hover:underline"
                    >
                      {i.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <ol className="space-y-14">
              {items.map((i, n) => (
                <li key={i.id} id={`initiative-${i.id}`} className="scroll-mt-24">
                  <article aria-labelledby={`initiative-${i.id}-title`}>
                    <div className="mb-5 grid items-center gap-5 md:grid-cols-[280px_1fr]">
                      <PageImage
                        src={i.img}
                        width={820}
                        height={460}
                        lead={n < 2}
                        className="aspect-video w-full rounded-2xl object-cover"
                      />
                      <h2 id={`initiative-${i.id}-title`} className="heading-section">
                        <span className="me-2 text-brand-700 tabular-nums">{n + 1}.</span>
                        {i.title}
                      </h2>
                    </div>
                    <InitiativeDetails item={i} headingLevel={3} />
                  </article>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}
