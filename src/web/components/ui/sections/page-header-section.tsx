import { useLang } from "../../../lib/i18n";
import { fallbackTextProps } from "../fallback-text";
import type { SectionProps } from "./section-props";

/** Club logo, title and description (the literal text 'null' means no description). */
export function PageHeaderSection({ section, pageTitle, logo }: SectionProps) {
  const lang = useLang();
  const title = section.title || pageTitle;
  const description =
    section.description && section.description !== "null" ? section.description : "";
  return (
    <div className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-10 md:py-14">
        <img
          src={logo ?? "/media/crest.svg"}
          alt=""
          width={72}
          height={84}
          className="hidden sm:block"
        />
        <div>
          <h1 className="text-3xl font-bold md:text-4xl" {...fallbackTextProps(title, lang)}>
            {title}
          </h1>
          {description ? (
            <p className="mt-3 max-w-3xl text-white/90" {...fallbackTextProps(description, lang)}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
