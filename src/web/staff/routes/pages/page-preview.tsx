import { useLoaderData } from "react-router";
import type { Route } from "./+types/page-preview";
import type { SectionDto } from "../../../../shared/content/dtos";
import { PageHero } from "../../../components/ui/page-hero";
import { SectionList } from "../../../components/ui/sections/registry";
import { loadSectionData } from "../../../components/ui/sections/section-data";
import { useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { ScreenError } from "../../components/screen-error";
import { loadPreviewCatalog, PreviewFrame, previewLang } from "../../components/preview-frame";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  const lang = previewLang(args.request);
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

export const clientLoader = (args: Route.ClientLoaderArgs) => loadPreviewCatalog(args);

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
    <PreviewFrame
      status={page.lifecycle}
      note={t("pages.preview.note", { status: t(`editorial.status.${page.lifecycle}`) })}
      lang={lang}
      editor={`/staff/pages/${id}`}
    >
      {hasHeader ? null : <PageHero title={page.title} />}
      <SectionList sections={page.sections} pageTitle={page.title} data={sectionData} logo={logo} />
    </PreviewFrame>
  );
}

/** A preview that cannot be shown: a missing record says so and offers its list. */
export function ErrorBoundary() {
  const t = useT();
  return (
    <ScreenError
      missing={{ title: t("pages.preview.missingTitle"), body: t("pages.preview.missingBody") }}
      list={{ to: "/staff/pages", label: t("pages.preview.toList") }}
    />
  );
}
