import "./content-types";
import type { TaskList } from "graphile-worker";
import type { JobDeps } from "../../lib/jobs/worker";
import { contentTasks as lifecycleTasks } from "./lifecycle/lifecycle.jobs";
import { convertStoredHtml, recordRichTextDone, RICH_TEXT_JOB } from "./rich-text-migration";

/** Content's tasks: scheduled publishing, and the one-time conversion of stored HTML. */
export function contentTasks(deps: JobDeps): TaskList {
  return {
    ...lifecycleTasks(deps),
    [RICH_TEXT_JOB]: async () => {
      const n = await convertStoredHtml(deps.db);
      // Counts only: the texts themselves stay out of the logs.
      deps.log.info(`rich text converted from stored HTML: ${n.news} news, ${n.sections} sections`);
      // Once nothing is left, the start-up stops scanning for it (ADR 0062).
      await recordRichTextDone(deps.db);
    },
  };
}
