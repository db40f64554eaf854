/** Shared with the console's page preview (the section renderer lives in components/ui). */
export { EmptyState, LoadError } from "../../components/ui/load-error";
