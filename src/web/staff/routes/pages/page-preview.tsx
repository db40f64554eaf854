import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/page-preview";
import { dirOf, ensureCatalog, LANGS, type Lang } from "../../../../shared/i18n";
import type { SectionDto } from "../../../../shared/content/dtos";
import { PageHero } from "../../../components/ui/page-hero";
import { SectionList } from "../../../components/ui/sections/registry";
import { loadSectionData } from "../../../components/ui/sections/section-data";
import { LangContext, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { linkButton } from "../../components/buttons";
import { StatusBadge } from "../../components/content-status";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const langOf = (v: string | null): Lang => (LANGS.includes(v as Lang) ? (v as Lang) : "ar");

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  const lang = langOf(new URL(args.request.url).searchParams.get("lang"));
  const page = await staffLoad(args, "/pages/preview", { id, lang });
  // The sliders and the live data (news, matches, players, standings, offers) are public
  // records: read with the public page's calls, so the sections show what the public page shows.
  const [sectionData, settings] = await Promise.all([
    loadSectionData(args.context.api, page.sections, lang),
    args.context.api("/settings", {}, { lang }),
  ]);
  const logo = settings.ok ? settings.results.logo : null;
  return {
    id,
    lang,
    page,
    sectionData,
    logo,
    title: staffTitle(args.request, "editorial.bar.preview"),
  };
}

/** Another preview language: its strings (the sections' own labels) arrive before it renders. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const lang = langOf(new URL(request.url).searchParams.get("lang"));
  const [data] = await Promise.all([serverLoader(), ensureCatalog(lang)]);
  return data;
}

export const meta = titleMeta;

/**
 * /staff/pages/:id/preview?lang=en: the page exactly as the public page renders its sections
 * (the same components and the same public data), in the chosen language, whatever its status; only staff can open it
 * (the call behind it is a staff call, and staff pages are never cached).
 */
export default function StaffPagePreview() {
  const { id, lang, page, sectionData, logo } = useLoaderData<typeof loader>();
  const t = useT();
  const hasHeader = page.sections.some((s: SectionDto) => s.style.type === "pageHeader");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3">
        <p className="flex flex-1 flex-wrap items-center gap-2">
          <StatusBadge status={page.lifecycle} />
          {t("pages.preview.note", { status: t(`editorial.status.${page.lifecycle}`) })}
        </p>
        <nav aria-label={t("editorial.news.previewLang")} className="flex gap-2">
          {LANGS.map((l) => (
            <Link
              key={l}
              to={`?lang=${l}`}
              aria-current={l === lang ? "page" : undefined}
              className={`rounded-md border px-3 py-1 font-bold ${l === lang ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400"}`}
            >
              {t(`editorial.langs.${l}`)}
            </Link>
          ))}
        </nav>
        <Link to={`/staff/pages/${id}`} className={linkButton}>
          {t("editorial.news.backToEditor")}
        </Link>
      </div>
      <div
        lang={lang}
        dir={dirOf(lang)}
        data-catalog={lang}
        className="overflow-hidden rounded-lg border border-gray-300 bg-white"
      >
        <LangContext.Provider value={lang}>
          {hasHeader ? null : <PageHero title={page.title} />}
          <SectionList
            sections={page.sections}
            pageTitle={page.title}
            data={sectionData}
            logo={logo}
          />
        </LangContext.Provider>
      </div>
    </div>
  );
}
