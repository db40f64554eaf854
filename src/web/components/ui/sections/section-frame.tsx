import { useId } from "react";
import { useLang } from "../../../lib/i18n";
import { fallbackTextProps } from "../fallback-text";

/** The common frame of a section: width, spacing and its heading when it has a title. */
export function SectionFrame({
  title,
  children,
  tone = "plain",
  wide = false,
}: {
  title?: string;
  children: (headingId: string | undefined) => React.ReactNode;
  tone?: "plain" | "tint" | "dark";
  wide?: boolean;
}) {
  const id = useId();
  const lang = useLang();
  const bg = tone === "tint" ? "bg-brand-50" : tone === "dark" ? "bg-brand-900 text-white" : "";
  return (
    <section aria-labelledby={title ? id : undefined} className={`${bg} py-10`}>
      <div className={`mx-auto px-4 ${wide ? "max-w-7xl" : "max-w-5xl"}`}>
        {title ? (
          <h2
            id={id}
            {...fallbackTextProps(title, lang)}
            className={`mb-6 text-2xl font-bold md:text-3xl ${tone === "dark" ? "text-white" : "text-brand-800"}`}
          >
            {title}
          </h2>
        ) : null}
        {children(title ? id : undefined)}
      </div>
    </section>
  );
}

/** A staff-configured button: an internal path becomes a client link, anything else a normal link. */
export function sectionButton(cf: {
  target_button?: string;
  button_link?: string;
  button_text?: string;
}) {
  if (!cf.button_link || !cf.button_text || cf.target_button === "None") return null;
  return { to: cf.button_link, text: cf.button_text, internal: cf.button_link.startsWith("/") };
}
