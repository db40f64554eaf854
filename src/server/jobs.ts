import type { CronItem, TaskList } from "graphile-worker";
import { seedTasks } from "./db/seed/media";
import { statisticsTasks } from "./db/seed/statistics";
import type { Env } from "./env";
import type { JobDeps } from "./lib/jobs/worker";
import { contentTasks } from "./modules/content/content.jobs";
import { eventsCron, eventsTasks } from "./modules/events/events.jobs";
import { mediaTasks } from "./modules/media/media.jobs";
import { staffCron, staffTasks } from "./modules/staff/staff.jobs";
import { submissionsTasks } from "./modules/submissions/submissions.jobs";
import { retentionCron, retentionTasks } from "./modules/submissions/retention.jobs";

/** Every task the worker runs, by module (ADR 0024). Job names are `<module>.<task>`. */
export function taskList(deps: JobDeps): TaskList {
  return {
    ...staffTasks(deps),
    ...eventsTasks(deps),
    ...mediaTasks(deps),
    ...contentTasks(deps),
    ...submissionsTasks(deps),
    ...retentionTasks(deps),
    ...seedTasks(deps),
    ...statisticsTasks(deps),
  };
}

/** Every schedule, by module. */
export function cronItems(env: Env): CronItem[] {
  return [...staffCron(env), ...eventsCron(env), ...retentionCron(env)];
}
