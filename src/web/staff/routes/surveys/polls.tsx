import { pollsListBody } from "../../../../shared/engagement/polls-staff";
import { lifecycleRoute } from "../../components/lifecycle-list";
import { ChoiceFilter } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ResultsLink } from "../../features/surveys/results-link";
import { titleMeta } from "../../lib/title-meta";

const polls = lifecycleRoute({
  call: "/polls/list",
  body: pollsListBody,
  filters: ["kind"],
  title: "surveysStaff.polls",
  base: "/staff/polls",
});

export const loader = polls.loader;
export const meta = titleMeta;

/** /staff/polls: the members' yes/no polls on the content lifecycle, with their answers. */
export default polls.screen(({ t, col }) => ({
  newLabel: t("surveysStaff.newPoll"),
  labels: { words: "surveysStaff", empty: t("surveysStaff.nonePolls") },
  filters: (
    <ChoiceFilter
      name="kind"
      label={t("surveysStaff.kindFilter")}
      words={{ match: "surveysStaff.kindMatch", other: "surveysStaff.kindOther" }}
    />
  ),
  beforeStatus: [
    col("key", t("surveysStaff.key"), (p) => (
      <span dir="ltr" className="font-mono text-sm">
        {p.key}
      </span>
    )),
  ],
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
