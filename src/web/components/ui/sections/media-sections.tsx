import { localize } from "../../../../shared/i18n";
import type { Localized, MessageKey } from "../../../../shared/i18n";
import type { SlideDto } from "../../../../shared/content/dtos";
import { TIMINGS } from "../../../../shared/platform/timings";
import { ChampionshipSlide } from "../championship-slide";
import { EmptyState, LoadError } from "../load-error";
import { Carousel } from "../carousel";
import { DownloadIcon } from "../icons";
import { LocalLink, CardLink } from "../local-link";
import { useLang, useT } from "../../../lib/i18n";
import type { SectionProps } from "./section-props";
import { sliderKeyOf } from "./section-data";
import { sectionButton, SectionFrame } from "./section-frame";
import { LazyImage, PICTURE } from "../lazy-image";

const buttonClass =
  "mt-5 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800";

function ActionLink({
  to,
  text,
  internal,
  className = buttonClass,
}: {
  to: string;
  text: string;
  internal: boolean;
  className?: string;
}) {
  return internal ? (
    <LocalLink to={to} className={className}>
      {text}
    </LocalLink>
  ) : (
    <a href={to} rel="noopener" className={className}>
      {text}
    </a>
  );
}

function useSlides({ section, data }: SectionProps): SlideDto[] | null | undefined {
  if (data?.slides === null) return null;
  return data?.slides?.[sliderKeyOf(section)];
}

/** A slide's button, unless its target is 'None'. */
function SlideButton({ slide, className }: { slide: SlideDto; className?: string }) {
  const { target } = slide;
  if (target.type === "None" || !target.target || !target.button_text) return null;
  return (
    <ActionLink
      to={target.target}
      text={target.button_text}
      internal={target.type === "Page"}
      className={className}
    />
  );
}

/**
 * The one slider block of the slide sections: the section's slides (section-data.ts) in the
 * carousel, the load error when they failed, the empty state when there are none.
 */
function SliderSection({
  title,
  slides,
  tone,
  wide,
  interval,
  className,
  loadError = "content.load.items",
  empty = "content.empty.items",
  render,
}: {
  title: string;
  slides: SlideDto[] | null | undefined;
  tone?: "plain" | "tint" | "dark";
  wide?: boolean;
  interval: number;
  className: string;
  loadError?: MessageKey;
  empty?: MessageKey;
  render: (slide: SlideDto) => React.ReactNode;
}) {
  return (
    <SectionFrame title={title} tone={tone} wide={wide}>
      {() =>
        slides === null ? (
          <LoadError message={loadError} />
        ) : slides?.length ? (
          <Carousel
            items={slides}
            label={title}
            interval={interval}
            className={className}
            render={render}
          />
        ) : (
          <EmptyState message={empty} />
        )
      }
    </SectionFrame>
  );
}

/** Former and current presidents, sorted, rotating every 6 s, each with an optional button. */
export function ClubPresidentsSection(props: SectionProps) {
  const t = useT();
  return (
    <SliderSection
      title={props.section.title || t("content.sections.presidents")}
      slides={useSlides(props)}
      tone="tint"
      interval={TIMINGS.presidentsRotateMs}
      className="rounded-2xl bg-white ring-1 ring-black/5"
      render={(s) => (
        <div className="flex flex-col items-center gap-6 px-6 pt-8 pb-20 sm:flex-row">
          <LazyImage src={s.image_url} {...PICTURE.president} />
          <div className="text-center sm:text-start">
            <h3 className="text-2xl font-bold text-brand-800">{s.title}</h3>
            <p className="mt-2 text-lg">{s.description}</p>
            <SlideButton slide={s} />
          </div>
        </div>
      )}
    />
  );
}

/** The club's honours as a slider (cups and titles won). */
export function ChampionsSection(props: SectionProps) {
  const t = useT();
  return (
    <SliderSection
      title={props.section.title || t("home.championships")}
      slides={useSlides(props)}
      tone="dark"
      interval={TIMINGS.championsRotateMs}
      className="rounded-2xl"
      loadError="content.load.championships"
      empty="content.empty.championship"
      render={(c) => <ChampionshipSlide slide={c} />}
    />
  );
}

/** Text and picture slides: side by side on desktop, picture above text on mobile. */
export function TextImageSliderSection(props: SectionProps) {
  return (
    <SliderSection
      title={props.section.title}
      slides={useSlides(props)}
      wide
      interval={TIMINGS.bannerRotateMs}
      className="rounded-2xl bg-surface-muted"
      render={(s) => (
        <>
          <div
            data-variant="desktop"
            className="hidden items-center gap-8 p-8 pb-20 md:grid md:grid-cols-2"
          >
            <div>
              <h3 className="text-2xl font-bold text-brand-800">{s.title}</h3>
              <p className="mt-3 text-lg leading-loose">{s.description}</p>
              <SlideButton slide={s} />
            </div>
            <LazyImage
              src={s.image_url}
              width={1200}
              height={600}
              className="aspect-[2/1] w-full rounded-2xl object-cover"
            />
          </div>
          <div data-variant="mobile" className="pb-20 md:hidden">
            <LazyImage
              src={s.image_url}
              width={1200}
              height={600}
              className="aspect-[2/1] w-full object-cover"
            />
            <div className="p-4">
              <h3 className="text-xl font-bold text-brand-800">{s.title}</h3>
              <p className="mt-2 leading-relaxed">{s.description}</p>
              <SlideButton slide={s} />
            </div>
          </div>
        </>
      )}
    />
  );
}

type Fact = { value: string; label: Localized };

/** A text box beside the section's image, with optional key figures and button. */
export function BoxAndImageSection({ section }: SectionProps) {
  const lang = useLang();
  const facts = Array.isArray(section.custom_fields.facts)
    ? (section.custom_fields.facts as Fact[])
    : [];
  const button = sectionButton(section.custom_fields);
  return (
    <SectionFrame wide>
      {() => (
        <div className="grid items-center gap-8 md:grid-cols-2">
          <div className="rounded-2xl bg-surface-muted p-6 md:p-8">
            {section.title ? <h2 className="heading-section">{section.title}</h2> : null}
            {section.description ? (
              <p className="mt-3 text-lg leading-loose">{section.description}</p>
            ) : null}
            {facts.length ? (
              <dl className="mt-6 grid grid-cols-3 gap-3">
                {facts.map((f) => (
                  <div key={f.value} className="rounded-xl bg-white p-3 text-center">
                    <dt className="text-sm text-ink/75">{localize(f.label, lang)}</dt>
                    <dd className="text-xl font-bold text-brand-700 tabular-nums md:text-2xl">
                      {f.value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {button ? <ActionLink {...button} /> : null}
          </div>
          {section.media_url ? (
            <LazyImage
              src={section.media_url}
              width={1200}
              height={800}
              className="w-full rounded-2xl object-contain"
            />
          ) : null}
        </div>
      )}
    </SectionFrame>
  );
}

type VisionItem = { title: Localized; text: Localized };

/** The club's vision: a statement and its values as cards. */
export function VisionSection({ section }: SectionProps) {
  const lang = useLang();
  const items = Array.isArray(section.custom_fields.items)
    ? (section.custom_fields.items as VisionItem[])
    : [];
  return (
    <SectionFrame title={section.title} tone="dark" wide>
      {() => (
        <>
          {section.description ? (
            <p className="max-w-3xl text-xl leading-loose text-white/90">{section.description}</p>
          ) : null}
          {items.length ? (
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {items.map((it, i) => (
                <li key={i} className="rounded-2xl bg-white/10 p-6">
                  <h3 className="text-xl font-bold text-gold-400">{localize(it.title, lang)}</h3>
                  <p className="mt-2 text-white/90">{localize(it.text, lang)}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </SectionFrame>
  );
}

/** A PDF to download. */
export function FileDownloadSection({ section }: SectionProps) {
  const t = useT();
  if (!section.media_url) return null;
  return (
    <SectionFrame>
      {() => (
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-surface-muted p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-bold text-brand-800">{section.title}</h2>
            {section.description ? <p className="text-ink/80">{section.description}</p> : null}
          </div>
          <a
            href={section.media_url ?? undefined}
            download
            type="application/pdf"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
          >
            <DownloadIcon width={20} height={20} />
            {t("content.sections.download")}
            <span className="sr-only">: {section.title}</span>
          </a>
        </div>
      )}
    </SectionFrame>
  );
}

/** The strategy graphic: the section's own image in Arabic, the bundled one of the language otherwise. */
export function GraphImageSection({ section }: SectionProps) {
  const t = useT();
  const lang = useLang();
  const src =
    lang === "ar"
      ? (section.media_url ?? "/media/content/strategy-ar.svg")
      : `/media/content/strategy-${lang}.svg`;
  return (
    <SectionFrame title={section.title} wide>
      {() => (
        <img
          src={src}
          alt={section.title || t("content.sections.strategyAlt")}
          width={1200}
          height={600}
          loading="lazy"
          className="w-full rounded-2xl"
        />
      )}
    </SectionFrame>
  );
}

const TWEETS = [
  { key: "t1", image: "/media/news-1.svg", kind: "video", hours: 2 },
  { key: "t2", image: "/media/news-4.svg", kind: "article", hours: 5 },
  { key: "t3", image: "/media/news-7.svg", kind: "article", hours: 9 },
  { key: "t4", image: "/media/news-10.svg", kind: "video", hours: 20 },
] as const;

/** Four fixed cards pointing to the club's channels (image, title, link, age, media kind). */
export function TweetsSection({ section }: SectionProps) {
  const t = useT();
  return (
    <SectionFrame title={section.title} tone="tint" wide>
      {() => (
        <>
          <p className="mb-4 text-ink/80">{t("content.sections.tweetsNote")}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TWEETS.map((c) => (
              <li
                key={c.key}
                className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
              >
                <LazyImage src={c.image} {...PICTURE.post} />
                <div className="p-4">
                  <p className="flex items-center justify-between text-sm text-ink/75">
                    <span className="rounded-full bg-surface-muted px-2 font-bold text-brand-800">
                      {t(`content.sections.${c.kind}`)}
                    </span>
                    <span>{t("content.sections.hoursAgo", { n: c.hours })}</span>
                  </p>
                  <h3 className="mt-2 font-bold">
                    <CardLink href="https://x.com/alnoorclub">
                      {t(`content.sections.tweets.${c.key}`)}
                    </CardLink>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionFrame>
  );
}
