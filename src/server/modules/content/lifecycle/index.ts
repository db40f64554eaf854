/** The content lifecycle every editable content type shares (ADR 0041). */
export * from "./lifecycle";
export * from "./publishing";
export * from "./cache-version";
export { lifecycleRoutes } from "./routes";
export { contentTasks } from "./lifecycle.jobs";
export {
  lifecycleCalls,
  lifecycleListFields,
  lifecycleRowFields,
  lifecycleSaveFields,
  lifecycleState,
} from "../../../../shared/content/lifecycle";
