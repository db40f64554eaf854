import "./content-types";
export { contentTasks } from "./lifecycle/lifecycle.jobs";
