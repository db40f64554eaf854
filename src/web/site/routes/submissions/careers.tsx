import { data } from "react-router";
import type { Route } from "./+types/careers";
import { displayableText, isStorableText } from "../../../../shared/platform/text";
import { PageHero } from "../../../components/ui/page-hero";
import { CareersBoard, type CareersData } from "../../features/submissions/careers/careers-board";
import { excerptWords } from "../../../lib/format";
import { langFromPath, slugify, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";
import { recordId, type RouteHandle } from "../../../lib/route-handle";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = {
  keepScroll: true,
  canonical: (d) => {
    const shared = (d as CareersData | undefined)?.shared;
    return shared ? `/careers/${shared.id}/${slugify(shared.title)}` : "/careers";
  },
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(
    1,
    Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  // A shared job link (/careers/{id}/{title}) names a job that must exist: else the 404 screen.
  const id = params.id === undefined ? 0 : recordId(params.id);
  const [jobs, shared] = await Promise.all([
    context.api("/website/jobs", { keywords: q || undefined, page }, { lang }),
    id > 0 ? context.api(`/website/jobs/show/${id}`, {}, { lang }) : Promise.resolve(null),
  ]);
  if (shared && !shared.ok && shared.status === 404) throw data(null, { status: 404 });
  const result: CareersData = {
    // Text that can never match is shown (as U+FFFD) with a message saying why nothing matched.
    q: displayableText(q),
    unsearchable: !isStorableText(q),
    page,
    jobs: jobs.ok ? jobs.results : null,
    shared: shared?.ok ? shared.results : null,
    sharedMissing: params.id !== undefined && !shared?.ok,
  };
  return result;
}

/** A shared job link carries the job's title and its 15-word description for link previews. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shared = loaderData?.shared;
  if (shared) {
    return pageMeta(matches, shared.title, {
      description: excerptWords(shared.description, 15),
      type: "article",
    });
  }
  return screenMeta(matches, "routes.careers", "submissions.careers.intro");
};

export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero title={t("routes.careers")}>{t("submissions.careers.intro")}</PageHero>
      <CareersBoard data={loaderData} />
    </>
  );
}
