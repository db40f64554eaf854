import type { Lang } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";
import { LanguageSelect } from "../components/language-select";
import { rememberStaffLang } from "../lib/staff-lang";

/** The top bar outside the signed-in console (sign-in, set password, 404): name, language, site. */
export function StaffHeader() {
  const t = useT();
  const choose = (lang: Lang) => {
    rememberStaffLang(lang);
    window.location.reload();
  };
  return (
    <header className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="flex items-center gap-3 text-lg font-bold">
          <img src="/media/crest.svg" alt="" width={32} height={32} className="size-8" />
          {t("staff.console")}
        </p>
        <div className="flex items-center gap-4">
          <LanguageSelect onChange={choose} />
          <a href="/" className="min-h-11 content-center font-bold underline">
            {t("staff.toSite")}
          </a>
        </div>
      </div>
    </header>
  );
}
