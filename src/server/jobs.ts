import type { TaskList } from "graphile-worker";
import type { JobDeps } from "./lib/jobs/worker";
import { staffTasks } from "./modules/staff/staff.jobs";

/** Every task the worker runs, by module (ADR 0024). Job names are `<module>.<task>`. */
export function taskList(deps: JobDeps): TaskList {
  return { ...staffTasks(deps) };
}
