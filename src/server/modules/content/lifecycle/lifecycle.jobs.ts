import type { TaskList } from "graphile-worker";
import type { JobDeps } from "../../../lib/jobs/worker";
import { PUBLISH_JOB } from "./lifecycle";
import { runScheduledPublish } from "./publishing";

/** The scheduled publishing of every content type (ADR 0041): `{type, id}` published when due. */
export function contentTasks(deps: JobDeps): TaskList {
  return {
    [PUBLISH_JOB]: async (payload) => {
      const { type, id } = payload as { type: string; id: number };
      await runScheduledPublish({ db: deps.db, type, id });
    },
  };
}
