import { Link, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/poll-edit";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PollForm } from "../../features/surveys/poll-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    poll: await loadRecord(args, "/polls/get"),
    title: recordTitle(args, "surveysStaff.newPoll", "surveysStaff.editPoll"),
  };
}

export const meta = titleMeta;

/** /staff/polls/new and /staff/polls/:id: the poll and its publishing bar. */
export default function StaffPollEdit() {
  const { poll, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const name = poll ? poll.title[lang] || poll.title.ar : "";
  return (
    <RecordEditScreen
      back={{ to: "/staff/polls", label: t("surveysStaff.polls") }}
      title={title}
      record={poll}
      deletePath="/polls/delete"
      deleteWords={{
        button: t("surveysStaff.deletePoll"),
        title: t("surveysStaff.deleteTitle", { name }),
        body: t("surveysStaff.deleteBody"),
      }}
      actions={
        poll ? (
          <Link
            to={`/staff/results?tab=polls&poll=${encodeURIComponent(poll.key)}`}
            className={linkButton}
          >
            {t("surveysStaff.results")}
          </Link>
        ) : null
      }
    >
      {(onSaved) => (
        <PollForm
          key={poll?.id ?? "new"}
          record={poll}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
