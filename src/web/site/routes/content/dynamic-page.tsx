import { data } from "react-router";
import type { Route } from "./+types/dynamic-page";
import { PageHero } from "../../../components/ui/page-hero";
import { SectionList } from "../../../components/ui/sections/registry";
import { loadSectionData } from "../../../components/ui/sections/section-data";
import { useSiteData } from "../../lib/site-data";
import { langFromPath, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";
import { oneOf } from "../../../lib/api-client";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

/** Any other address: a page created by staff (/{path}), or the 404 screen. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  // One entry answers /{path}, /en/{path} and /es/{path}: the splat holds the language segment.
  const splat = params["*"] ?? "";
  const path = (lang === "ar" ? splat : splat.slice(lang.length + 1)).replace(/\/+$/, "");
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9-]+)*$/.test(path)) throw data(null, { status: 404 });
  const res = await context.api("/website/pages", { path }, { lang });
  const page = res.ok ? oneOf(res.results) : null;
  if (!page) throw data(null, { status: !res.ok && res.status === 404 ? 404 : 500 });
  const sectionData = await loadSectionData(context.api, page.sections, lang);
  return { page, sectionData };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? pageMeta(matches, d.page.title, {
        description: d.page.sections.find((s) => s.description)?.description.slice(0, 160),
      })
    : screenMeta(matches, "notFound.title");

export default function DynamicPage({ loaderData }: Route.ComponentProps) {
  const { page, sectionData } = loaderData;
  const t = useT();
  const { settings } = useSiteData();
  const hasHeader = page.sections.some((s) => s.style.type === "pageHeader");
  return (
    <>
      {hasHeader ? null : <PageHero title={page.title} />}
      {page.sections.length ? (
        <SectionList
          sections={page.sections}
          pageTitle={page.title}
          data={sectionData}
          logo={settings?.logo}
        />
      ) : (
        <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg">
          {t("page.noSectionsYet")}
        </p>
      )}
    </>
  );
}
