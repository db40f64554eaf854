import { Link } from "react-router";
import { linkButton } from "../../components/buttons";
import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PollForm } from "../../features/surveys/poll-form";
import { titleMeta } from "../../lib/title-meta";

const poll = editRoute({
  api: "/polls",
  back: ["/staff/polls", "surveysStaff.polls"],
  titles: ["surveysStaff.newPoll", "surveysStaff.editPoll"],
});

export const loader = poll.loader;
export const meta = titleMeta;

/** /staff/polls/new and /staff/polls/:id: the poll and its publishing bar. */
export default poll.screen(
  ({ record, onSaved, onChanged }) => (
    <PollForm record={record} onSaved={onSaved} onChanged={onChanged} />
  ),
  {
    deleteWords: (p, { t, lang }) => ({
      button: t("surveysStaff.deletePoll"),
      title: t("surveysStaff.deleteTitle", { name: p.title[lang] || p.title.ar }),
      body: t("surveysStaff.deleteBody"),
    }),
    actions: (p, { t }) => (
      <Link
        to={`/staff/results?tab=polls&poll=${encodeURIComponent(p.key)}`}
        className={linkButton}
      >
        {t("surveysStaff.results")}
      </Link>
    ),
  },
);
