import { useT } from "../../lib/i18n";

/** The console's top bar: its name and the way back to the public site. */
export function StaffHeader() {
  const t = useT();
  return (
    <header className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="flex items-center gap-3 text-lg font-bold">
          <img src="/media/crest.svg" alt="" width={32} height={32} className="size-8" />
          {t("staff.console")}
        </p>
        <a href="/" className="min-h-11 content-center font-bold underline">
          {t("staff.toSite")}
        </a>
      </div>
    </header>
  );
}
