import type { InitiativeDto } from "../../../../shared/content/dtos";
import { slugify, useLang, useT } from "../../../lib/i18n";
import { formatNumber } from "../../../lib/format";

export const initiativePath = (i: { id: number; title: string }) =>
  `/social-responsibility/read/${i.id}/${slugify(i.title)}`;

/** One of the initiative's lists (its idea, goals or target groups), a bullet an entry. */
function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 ps-6">
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}

/** Idea, goals, target groups with their count, the way it was done, the outcome and photos. */
export function InitiativeDetails({
  item,
  headingLevel = 2,
}: {
  item: InitiativeDto;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const lang = useLang();
  const H = headingLevel === 2 ? "h2" : "h3";
  const box = "card p-5";
  const title = "mb-3 text-title font-bold text-brand-800";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className={`${box} md:col-span-2`}>
        {/* The idea's own title already names it ("The idea", "فكرة المبادرة"). */}
        <H className={title}>{item.idea.title || t("content.social.idea")}</H>
        <BulletList items={item.idea.list} />
      </section>
      <section className={box}>
        <H className={title}>{t("content.social.goals")}</H>
        <BulletList items={item.golas} />
      </section>
      <section className={box}>
        <H className={title}>{t("content.social.targets")}</H>
        <BulletList items={item.targetd} />
        {item.targetd_count !== null ? (
          <p className="mt-4">
            <span className="block text-sm text-ink-muted">{t("content.social.targetCount")}</span>
            <span className="text-3xl font-bold text-brand-700 tabular-nums">
              {formatNumber(item.targetd_count, lang)}
            </span>
          </p>
        ) : null}
      </section>
      <section className={box}>
        <H className={title}>{t("content.social.way")}</H>
        <p className="leading-loose">{item.way}</p>
      </section>
      <section className={box}>
        <H className={title}>{t("content.social.success")}</H>
        <p className="leading-loose">{item.success}</p>
      </section>
      {item.imgs.length ? (
        <section className="md:col-span-2">
          <H className={title}>{t("content.social.gallery")}</H>
          <ul className="grid grid-cols-3 gap-3">
            {item.imgs.map((src, i) => (
              <li key={src + i}>
                <img
                  src={src}
                  alt={t("content.social.photo", { n: i + 1, title: item.title })}
                  width={820}
                  height={460}
                  loading="lazy"
                  className="aspect-video w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
