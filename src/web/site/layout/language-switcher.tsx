import { useLocation } from "react-router";
import { LANGS, type Lang } from "../../../shared/i18n";
import { LANG_COOKIE } from "../../../shared/session";
import { localePath, stripLang, useLang, useT } from "../../lib/i18n";
import { SiteLink } from "../../components/ui/site-link";

/** Remembers the choice (cookie for the server, localStorage key `lang` as the spec keeps it). */
export function rememberLang(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem("lang", lang);
  } catch {
    // Private mode: the cookie alone is enough.
  }
}

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const current = useLang();
  const t = useT();
  const { pathname, search } = useLocation();
  const path = stripLang(pathname);
  return (
    <nav aria-label={t("nav.language")} className={className}>
      <ul className="flex items-center gap-1">
        {LANGS.map((lang) => (
          <li key={lang}>
            <SiteLink
              to={localePath(lang, path) + search}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? "true" : undefined}
              onClick={() => rememberLang(lang)}
              reloadDocument
              className={`inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-bold ${
                lang === current ? "bg-white/20 underline underline-offset-4" : "hover:bg-white/10"
              }`}
            >
              {t(`lang.${lang}`)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
