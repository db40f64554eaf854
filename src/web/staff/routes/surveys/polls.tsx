import { pollsListBody } from "../../../../shared/engagement/polls-staff";
import { CodeCell, lifecycleListRoute } from "../../components/lifecycle-list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ResultsLink } from "../../features/surveys/results-link";
import { titleMeta } from "../../lib/title-meta";

const polls = lifecycleListRoute("polls", pollsListBody);

export const loader = polls.loader;
export const meta = titleMeta;

/** /staff/polls: the members' yes/no polls on the content lifecycle, with their answers. */
export default polls.screen(({ t, col }) => ({
  beforeStatus: [col("key", t("surveysStaff.key"), (p) => <CodeCell>{p.key}</CodeCell>)],
  afterStatus: [
    col("answers", t("surveysStaff.answers"), (p) => (
      <ResultsLink query={`tab=polls&poll=${encodeURIComponent(p.key)}`} title={p.title}>
        <span dir="ltr">
          {p.yes} / {p.no}
        </span>
      </ResultsLink>
    )),
  ],
}));
