import { useId, useState } from "react";
import { useLang, useT } from "../../../lib/i18n";
import type { SectionProps } from "./section-props";
import { fallbackTextProps } from "../fallback-text";

const EXCERPT = 280;

/** The first 280 characters, with read more / show less for the rest. */
export function TextBoxSection({ section }: SectionProps) {
  const t = useT();
  const lang = useLang();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = section.description.length > EXCERPT;
  const text =
    expanded || !long ? section.description : `${section.description.slice(0, EXCERPT).trimEnd()}…`;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby={`${id}-title`}>
      {section.title ? (
        <h2
          id={`${id}-title`}
          className="mb-4 heading-section"
          {...fallbackTextProps(section.title, lang)}
        >
          {section.title}
        </h2>
      ) : null}
      <p
        id={`${id}-text`}
        className="text-lg leading-loose whitespace-pre-line"
        {...fallbackTextProps(section.description, lang)}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={() => setExpanded((v) => !v)}
          className="mt-3 inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-4"
        >
          {expanded ? t("common.showLess") : t("common.readMore")}
        </button>
      ) : null}
    </section>
  );
}
