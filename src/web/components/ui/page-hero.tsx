import { useLang } from "../../lib/i18n";
import { fallbackTextProps } from "./fallback-text";

/** The coloured title band at the top of every inner screen. */
export function PageHero({ title, children }: { title: string; children?: React.ReactNode }) {
  const lang = useLang();
  return (
    <div className="bg-gradient-to-b from-pitch-900 to-night text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h1 className="text-headline font-bold md:text-display" {...fallbackTextProps(title, lang)}>
          {title}
        </h1>
        {children ? <div className="mt-3 max-w-3xl text-white/90">{children}</div> : null}
      </div>
    </div>
  );
}
