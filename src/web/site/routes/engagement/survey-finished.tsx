import type { Route } from "./+types/survey-finished";
import type { SurveyDto } from "../../../../shared/engagement/dtos";
import { PageHero } from "../../../components/ui/page-hero";
import { SurveyFinishedPanel } from "../../features/engagement/surveys/survey-finished-panel";
import { langFromPath, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

/** /survey/done and /survey/answered share this screen; ?id=&key= name the survey. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const kind: "done" | "answered" = url.pathname.endsWith("/answered") ? "answered" : "done";
  const id = Number(url.searchParams.get("id"));
  const key = url.searchParams.get("key") ?? undefined;
  const surveyId = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
  let survey: SurveyDto | null = null;
  if (surveyId) {
    const res = await context.api(`/website/surveys/view/${surveyId}`, { key }, { lang });
    survey = res.ok ? res.results : null;
  }
  return { kind, surveyId, key, survey };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.surveyFinished");

export default function SurveyFinished({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, surveyId, key, survey } = loaderData;
  return (
    <>
      <PageHero
        title={
          kind === "done" ? t("engagement.survey.doneTitle") : t("engagement.survey.answeredTitle")
        }
      />
      <SurveyFinishedPanel
        key={`${kind}-${surveyId}`}
        kind={kind}
        surveyId={surveyId}
        surveyKey={key}
        initial={survey}
      />
    </>
  );
}
