import { useLang } from "../../../lib/i18n";
import { fallbackTextProps } from "../fallback-text";
import { LocalLink } from "../local-link";
import type { SectionProps } from "./section-props";

/**
 * Title, HTML description (stored by staff; the server cleans it before it is saved or sent),
 * optional header image and optional button.
 */
export function CustomSection({ section }: SectionProps) {
  const cf = section.custom_fields;
  const lang = useLang();
  const link = cf.button_link;
  const showButton = link && cf.target_button !== "None" && cf.button_text;
  const internal = link?.startsWith("/");
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {cf.section_image ? (
        <img
          src={cf.section_image}
          alt=""
          className="mb-6 w-full rounded-2xl object-cover"
          width={1200}
          height={400}
          loading="lazy"
        />
      ) : null}
      {section.title ? (
        <h2 className="mb-4 heading-section" {...fallbackTextProps(section.title, lang)}>
          {section.title}
        </h2>
      ) : null}
      <div
        className="prose-club text-lg leading-loose"
        {...fallbackTextProps(section.description, lang)}
        dangerouslySetInnerHTML={{ __html: section.description }}
      />
      {showButton ? (
        internal ? (
          <LocalLink
            to={link}
            className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
          >
            <span {...fallbackTextProps(cf.button_text, lang)}>{cf.button_text}</span>
          </LocalLink>
        ) : (
          <a
            href={link}
            rel="noopener"
            className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
          >
            <span {...fallbackTextProps(cf.button_text, lang)}>{cf.button_text}</span>
          </a>
        )
      ) : null}
    </section>
  );
}
