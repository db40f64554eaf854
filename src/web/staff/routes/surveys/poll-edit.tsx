export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { keyedEditRoute } from "../../features/surveys/keyed-edit-route";
import { PollForm } from "../../features/surveys/poll-form";
import { titleMeta } from "../../lib/title-meta";

const poll = keyedEditRoute({
  api: "/polls",
  Form: PollForm,
  results: (p) => `tab=polls&poll=${encodeURIComponent(p.key)}`,
});

export const loader = poll.loader;
export const meta = titleMeta;

/** /staff/polls/new and /staff/polls/:id: the poll and its publishing bar. */
export default poll.screen;
