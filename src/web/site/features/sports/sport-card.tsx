import type { SportCategoryDto } from "../../../../shared/sports/dtos";
import { ChevronIcon } from "../../../components/ui/icons";
import { useT } from "../../../lib/i18n";
import { LazyImage, PICTURE } from "../../../components/ui/lazy-image";
import { CardLink } from "../../../components/ui/local-link";

/** A card for a group of sports or one sport; the whole card is the link. */
export function SportCard({
  item,
  to,
  meta,
}: {
  item: SportCategoryDto;
  to: string;
  meta?: string;
}) {
  const t = useT();
  return (
    <article className="group relative overflow-hidden card" data-testid="sport-card">
      <LazyImage src={item.image_url} {...PICTURE.sport} />
      <div className="p-4">
        <h2 className="text-lg font-bold text-brand-900">
          <CardLink to={to}>{item.name}</CardLink>
        </h2>
        {item.description ? (
          <p className="mt-1 line-clamp-2 text-ink-muted">{item.description}</p>
        ) : null}
        <p className="mt-3 flex items-center justify-between text-sm font-bold text-brand-700">
          <span>
            {meta ??
              (item.can_join ? t("submissions.sports.join") : t("submissions.sports.joinClosed"))}
          </span>
          <ChevronIcon width={18} height={18} />
        </p>
      </div>
    </article>
  );
}
