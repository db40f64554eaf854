// The blocks of Home (routes/content/home.tsx): the main slider's slide, section titles, the
// titled blocks, the latest news grid and the vertical sponsor.
import type { ReactNode } from "react";
import type { NewsDto, SlideDto } from "../../../../shared/content/dtos";
import { placeSponsors } from "../../../../shared/content/sponsors";
import { LocalLink } from "../../../components/ui/local-link";
import { TextLink } from "../../../components/ui/text-link";
import { excerptWords } from "../../../lib/format";
import { useT } from "../../../lib/i18n";
import { NewsCard } from "../../components/news-card";
import { useSiteData } from "../../lib/site-data";

export function SlideView({ slide, priority }: { slide: SlideDto; priority: boolean }) {
  const target = slide.target;
  const button =
    "mt-5 inline-flex min-h-11 items-center rounded-xl bg-gold-500 px-6 font-bold text-brand-900 hover:bg-gold-400";
  return (
    <div className="relative h-[60vw] max-h-[560px] min-h-[340px] w-full">
      <img
        src={slide.image_url}
        alt=""
        className="absolute inset-0 size-full object-cover"
        width={1600}
        height={640}
        fetchPriority={priority ? "high" : "auto"}
        loading={priority ? "eager" : "lazy"}
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/30 to-transparent" />
      <div className="absolute inset-x-0 bottom-16 mx-auto max-w-7xl px-4 text-white">
        <h2 className="max-w-2xl text-3xl font-bold md:text-5xl">{slide.title}</h2>
        {slide.description ? (
          <p className="mt-3 max-w-xl text-lg text-white/90">{slide.description}</p>
        ) : null}
        {target.type !== "None" && target.target && target.button_text ? (
          target.type === "Page" ? (
            <LocalLink to={target.target} className={button}>
              {target.button_text}
            </LocalLink>
          ) : (
            <a href={target.target} rel="noopener" className={button}>
              {target.button_text}
            </a>
          )
        ) : null}
      </div>
    </div>
  );
}

export function SectionTitle({
  id,
  title,
  link,
  linkText,
}: {
  id: string;
  title: string;
  link?: string;
  linkText?: string;
}) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="heading-section">
        {title}
      </h2>
      {link ? <TextLink to={link}>{linkText}</TextLink> : null}
    </div>
  );
}

/**
 * One of Home's titled blocks: the section named by its title, drawn only near the viewport
 * (`height` holds its near-view height classes). A tinted block spans the page on the muted
 * background with its content in the page's width.
 */
export function HomeSection({
  id,
  title,
  link,
  linkText,
  height,
  tint = false,
  children,
}: {
  id: string;
  title: string;
  link?: string;
  linkText?: string;
  height: string;
  tint?: boolean;
  children: ReactNode;
}) {
  const heading = <SectionTitle id={id} title={title} link={link} linkText={linkText} />;
  return tint ? (
    <section aria-labelledby={id} className={`render-near-view bg-surface-muted py-12 ${height}`}>
      <div className="mx-auto max-w-7xl px-4">
        {heading}
        {children}
      </div>
    </section>
  ) : (
    <section
      aria-labelledby={id}
      className={`render-near-view mx-auto ${height} max-w-7xl px-4 py-12`}
    >
      {heading}
      {children}
    </section>
  );
}

/** Words of the large card's preview (NewsCard's default for a large card). */
const LARGE_PREVIEW_WORDS = 40;

/**
 * The latest news as the page needs them (Home's loader): only the items NewsGrid shows, in
 * their order, each description cut to the large card's plain-text preview. The rest of the
 * articles' HTML would otherwise travel in the page's data for nothing.
 */
export function newsForGrid(news: NewsDto[]): NewsDto[] {
  const pinned = news.find((n) => n.pinned);
  const shown = new Set(news.filter((n) => n !== pinned).slice(0, pinned ? 4 : 5));
  if (pinned) shown.add(pinned);
  return news
    .filter((n) => shown.has(n))
    .map((n) => ({ ...n, description: excerptWords(n.description, LARGE_PREVIEW_WORDS) }));
}

/**
 * Latest news: with a pinned item, the pinned card plus 4 (2 on small screens);
 * otherwise 5 (3 on small screens), the first one large.
 */
export function NewsGrid({ news }: { news: NewsDto[] }) {
  const pinned = news.find((n) => n.pinned);
  const rest = news.filter((n) => n !== pinned);
  const items = pinned ? [pinned, ...rest.slice(0, 4)] : rest.slice(0, 5);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((n, i) => (
        <NewsCard
          key={n.id}
          item={n}
          large={i === 0}
          className={`${i === 0 ? "sm:col-span-2 lg:row-span-2" : ""} ${i >= 3 ? "hidden lg:flex" : ""}`}
        />
      ))}
    </div>
  );
}

/** A vertical sponsor (ord 2) beside the latest news on wide screens, under it on phones. */
export function VerticalSponsor() {
  const t = useT();
  const { partners } = useSiteData();
  const sponsor = placeSponsors(partners).vertical;
  if (!sponsor) return null;
  const img = (
    <img
      src={sponsor.image_url}
      alt={sponsor.sponsor_name}
      width={180}
      height={72}
      loading="lazy"
      className="mx-auto h-auto w-40"
    />
  );
  return (
    <aside
      aria-label={t("home.sponsor")}
      className="card-muted flex flex-col items-center justify-center gap-3 p-4 lg:min-h-[28rem]"
      data-testid="vertical-sponsor"
    >
      <span className="text-sm text-ink-muted">{t("home.sponsor")}</span>
      {sponsor.url ? (
        <a href={sponsor.url} rel="noopener" className="block rounded-lg p-2 hover:bg-black/5">
          {img}
        </a>
      ) : (
        img
      )}
    </aside>
  );
}
