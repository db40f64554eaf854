// The blocks of Home's lower part (routes/content/home-lower.tsx): section titles, the latest
// news grid and the vertical sponsor, and the news as the grid needs them (Home's loader).
import type { NewsDto } from "../../../../shared/content/dtos";
import { placeSponsors } from "../../../../shared/content/sponsors";
import { TextLink } from "../../../components/ui/text-link";
import { excerptWords } from "../../../lib/format";
import { useT } from "../../../lib/i18n";
import { NewsCard } from "../../components/news-card";
import { useSiteData } from "../../lib/site-data";

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
