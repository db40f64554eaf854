import type { Route } from "./+types/home";
import type { HomeDto, MatchDto, NewsDto, SlideDto } from "../../shared/types/content";
import { Carousel } from "../components/ui/carousel";
import { LocalLink } from "../components/ui/local-link";
import { formatDate, formatTime, excerptWords } from "../lib/format";
import { langFromPath, slugify, useLang, useT } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import type { RouteHandle } from "../lib/route-handle";

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error";

export const handle: RouteHandle = { largeFooter: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const res = await context.api<HomeDto>(
    "/website/home",
    { sliders_keys: ["main_slider", "cups_slider"], limit: 10, data_type: "all" },
    { lang },
  );
  // A failed home load is logged by the API and the page is still shown (spec section 7).
  return { home: res.ok ? res.results : null };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { settings?: { AppName: string } } | undefined;
  return pageMeta(matches, root?.settings?.AppName ?? "", { image: "/media/slide-1.svg" });
};

function SlideView({ slide, priority }: { slide: SlideDto; priority: boolean }) {
  const target = slide.target;
  return (
    <div className="relative h-[60vw] max-h-[560px] min-h-[320px] w-full">
      <img src={slide.image_url} alt="" className="absolute inset-0 size-full object-cover" width={1600} height={640}
        fetchPriority={priority ? "high" : "auto"} loading={priority ? "eager" : "lazy"} />
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/30 to-transparent" />
      <div className="absolute inset-x-0 bottom-16 mx-auto max-w-7xl px-4 text-white">
        <h2 className="max-w-2xl text-3xl font-bold md:text-5xl">{slide.title}</h2>
        {slide.description ? <p className="mt-3 max-w-xl text-lg text-white/90">{slide.description}</p> : null}
        {target.type !== "None" && target.target && target.button_text ? (
          target.type === "Page" ? (
            <LocalLink to={target.target} className="mt-5 inline-flex min-h-11 items-center rounded-xl bg-gold-500 px-6 font-bold text-brand-900 hover:bg-gold-400">
              {target.button_text}
            </LocalLink>
          ) : (
            <a href={target.target} rel="noopener" className="mt-5 inline-flex min-h-11 items-center rounded-xl bg-gold-500 px-6 font-bold text-brand-900 hover:bg-gold-400">
              {target.button_text}
            </a>
          )
        ) : null}
      </div>
    </div>
  );
}

function NewsCard({ item, large }: { item: NewsDto; large?: boolean }) {
  const lang = useLang();
  const t = useT();
  return (
    <article className={`group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 ${large ? "md:col-span-2 md:row-span-2" : ""}`}>
      <img src={item.image_url} alt="" width={800} height={450} loading="lazy" className="aspect-video w-full object-cover" />
      <div className="p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-brand-700">
          {item.pinned ? <span className="rounded bg-gold-500 px-2 font-bold text-brand-900">{t("home.pinned")}</span> : null}
          {item.category ? <span>{item.category.title}</span> : null}
          <time dateTime={item.created_at}>{formatDate(item.created_at, lang)}</time>
        </p>
        <h3 className={`mt-2 font-bold ${large ? "text-2xl" : "text-lg"}`}>
          <LocalLink to={`/news/read/${item.id}/${slugify(item.title)}`} className="after:absolute after:inset-0 group-hover:underline">
            {item.title}
          </LocalLink>
        </h3>
        {large ? <p className="mt-2 text-ink/80">{excerptWords(item.description, 40)}</p> : null}
      </div>
    </article>
  );
}

function MatchCard({ match }: { match: MatchDto }) {
  const lang = useLang();
  const t = useT();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <p className="text-sm text-brand-700">{match.championship?.title}</p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <div className="flex flex-col items-center text-center">
          <img src="/media/crest.svg" alt="" width={48} height={56} />
          <span className="mt-1 font-bold">{t("app.clubName")}</span>
        </div>
        <span className="text-lg font-bold text-ink/60">{t("home.vs")}</span>
        <div className="flex flex-col items-center text-center">
          <img src={match.competitor_club?.image_url} alt="" width={48} height={56} />
          <span className="mt-1 font-bold">{match.competitor_club?.Name}</span>
        </div>
      </div>
      <p className="mt-3 text-center text-sm">
        <time dateTime={match.kickoff_at}>{formatDate(match.kickoff_at, lang)} · {formatTime(match.kickoff_at, lang)}</time>
        <span className="block text-ink/70">{match.stadium?.Name} · {match.other_info.our_staduim ? t("home.home") : t("home.away")}</span>
      </p>
    </li>
  );
}

function SectionTitle({ id, title, link, linkText }: { id: string; title: string; link?: string; linkText?: string }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold text-brand-800 md:text-3xl">{title}</h2>
      {link ? <LocalLink to={link} className="inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-4">{linkText}</LocalLink> : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const home = loaderData.home;
  if (!home) return <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">{t("home.loadError")}</p>;
  const main = home.sliders.main_slider ?? [];
  const cups = home.sliders.cups_slider ?? [];
  const pinned = home.latest_news.find((n) => n.pinned);
  const others = home.latest_news.filter((n) => n !== pinned).slice(0, pinned ? 4 : 5);
  const cupsBlock = cups.length ? (
    <section aria-labelledby="home-cups" className="bg-brand-900 py-10 text-white">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-cups" className="mb-6 text-2xl font-bold md:text-3xl">{t("home.championships")}</h2>
        <Carousel items={cups} label={t("home.championships")} interval={4000} className="rounded-2xl"
          render={(c) => (
            <div className="relative h-64">
              <img src={c.image_url} alt="" width={1600} height={500} loading="lazy" className="absolute inset-0 size-full object-cover" />
              <div className="absolute inset-0 flex flex-col items-center justify-center bg-black/40 pb-10 text-center">
                <p className="text-3xl font-bold">{c.title}</p>
                {c.wins_times ? <p className="mt-2 text-xl text-gold-400">{t("home.titles", { n: c.wins_times })}</p> : null}
              </div>
            </div>
          )} />
      </div>
    </section>
  ) : null;

  return (
    <>
      <h1 className="sr-only">{home.settings.AppName}</h1>
      <Carousel items={main} label={t("home.mainSlider")} interval={5000} render={(s, i) => <SlideView slide={s} priority={i === 0} />} />

      <section aria-labelledby="home-news" className="mx-auto max-w-7xl px-4 py-12">
        <SectionTitle id="home-news" title={t("home.latestNews")} link="/news" linkText={t("home.allNews")} />
        {home.latest_news.length ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {pinned ? <NewsCard item={pinned} large /> : null}
            {others.map((n) => <NewsCard key={n.id} item={n} />)}
          </div>
        ) : <p>{t("home.noNews")}</p>}
      </section>

      {home.incoming_matchs.length ? (
        <section aria-labelledby="home-matches" className="bg-brand-50 py-12">
          <div className="mx-auto max-w-7xl px-4">
            <SectionTitle id="home-matches" title={t("home.upcomingMatches")} link="/matches" linkText={t("home.allMatches")} />
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {home.incoming_matchs.slice(0, 3).map((m) => <MatchCard key={m.id} match={m} />)}
            </ul>
          </div>
        </section>
      ) : cupsBlock}

      {home.offers.length ? (
        <section aria-labelledby="home-offers" className="mx-auto max-w-7xl px-4 py-12">
          <SectionTitle id="home-offers" title={t("home.latestOffers")} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {home.offers.map((o) => (
              <li key={o.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
                <img src={o.image_url} alt="" width={600} height={600} loading="lazy" className="aspect-square w-full object-cover" />
                <div className="p-4">
                  <h3 className="text-lg font-bold">{o.title}</h3>
                  <p className="text-ink/80">{o.description}</p>
                  <a href={o.url} rel="noopener" className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800">
                    {t("common.shopNow")}<span className="sr-only">: {o.title}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home.incoming_matchs.length ? cupsBlock : null}
    </>
  );
}
