import { data, redirect } from "react-router";
import { recordId, type RouteHandle } from "../../../lib/route-handle";
import type { Route } from "./+types/survey-questions";
import { LoadError } from "../../components/load-error";
import { PageHero } from "../../../components/ui/page-hero";
import { SurveyAnswerForm } from "../../features/engagement/surveys/survey-answer-form";
import {
  surveyFinishedPath,
  surveyStartPath,
} from "../../features/engagement/surveys/survey-paths";
import { langFromPath, localePath, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

/** The questions take the whole screen: no header (the footer still leads back to the site). */
export const handle: RouteHandle = { header: false };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = recordId(params.id);
  const lang = langFromPath(new URL(request.url).pathname);
  const res = await context.api(`/website/surveys/view/${id}`, { key: params.key }, { lang });
  if (!res.ok && res.status === 404) throw data(null, { status: 404 });
  // A closed survey says so on its start screen.
  if (!res.ok && res.status === 406)
    throw redirect(localePath(lang, surveyStartPath(id, params.key)));
  if (res.ok && res.results.answered)
    throw redirect(localePath(lang, surveyFinishedPath("answered", id, params.key)));
  return { survey: res.ok ? res.results : null };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const title = d?.survey?.title;
  return typeof title === "string"
    ? pageMeta(matches, title)
    : screenMeta(matches, "routes.surveyQuestions");
};

export default function SurveyQuestions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { survey } = loaderData;
  return (
    <>
      <PageHero
        title={
          survey && typeof survey.title === "string" ? survey.title : t("routes.surveyQuestions")
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 *:max-w-3xl">
        {survey ? (
          <SurveyAnswerForm survey={survey} />
        ) : (
          <LoadError message="engagement.survey.loadError" />
        )}
      </div>
    </>
  );
}
