import { data, redirect } from "react-router";
import { recordId } from "../../../lib/route-handle";
import type { Route } from "./+types/survey-start";
import { isLang } from "../../../../shared/i18n";
import type { SurveyDto } from "../../../../shared/engagement/dtos";
import { LoadError } from "../../components/load-error";
import { PageHero } from "../../../components/ui/page-hero";
import { MessagePage } from "../../components/message-page";
import { LocalLink } from "../../../components/ui/local-link";
import {
  surveyFinishedPath,
  surveyStartPath,
} from "../../features/engagement/surveys/survey-paths";
import { SurveyStartPanel } from "../../features/engagement/surveys/survey-start-panel";
import { langFromPath, localePath, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

type LoaderData = { survey: SurveyDto | null; closed: boolean };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = recordId(params.id);
  // The optional trailing :lang picks the language: it becomes the usual prefix.
  if (params.lang !== undefined) {
    if (!isLang(params.lang)) throw data(null, { status: 404 });
    throw redirect(localePath(params.lang, surveyStartPath(id, params.key)));
  }
  const lang = langFromPath(new URL(request.url).pathname);
  const res = await context.api(`/website/surveys/view/${id}`, { key: params.key }, { lang });
  if (!res.ok && res.status === 404) throw data(null, { status: 404 });
  if (!res.ok && res.status === 406) return { survey: null, closed: true } satisfies LoaderData;
  if (res.ok && res.results.answered)
    throw redirect(localePath(lang, surveyFinishedPath("answered", id, params.key)));
  return { survey: res.ok ? res.results : null, closed: false } satisfies LoaderData;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const title = d?.survey?.title;
  return typeof title === "string"
    ? pageMeta(matches, title)
    : screenMeta(matches, "routes.survey");
};

/** The survey's column, as the start panel's. */
const COLUMN = "mx-auto max-w-7xl px-4 py-10 *:max-w-3xl";

export default function SurveyStart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { survey, closed } = loaderData;
  if (closed) {
    return (
      <MessagePage title={t("engagement.survey.closed")} className={COLUMN} testId="survey-closed">
        <p className="text-lg">{t("engagement.survey.closedBody")}</p>
        <LocalLink
          to="/"
          className="mt-6 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white"
        >
          {t("engagement.survey.backHome")}
        </LocalLink>
      </MessagePage>
    );
  }
  if (!survey) {
    return (
      <MessagePage title={t("routes.survey")} className={COLUMN}>
        <LoadError message="engagement.survey.loadError" />
      </MessagePage>
    );
  }
  return (
    <>
      <PageHero title={typeof survey.title === "string" ? survey.title : t("routes.survey")} />
      <SurveyStartPanel survey={survey} />
    </>
  );
}
