/**
 * Every content type on the lifecycle (ADR 0041). Importing this module registers them, so
 * the scheduled-publish job knows each type's table; a new type adds its definition here.
 */
export { newsContent } from "./news.staff";
export { offersContent } from "./offers.staff";
export { partnersContent } from "./partners.staff";
export { slidesContent } from "./slides.staff";
export { jobsContent } from "../submissions/jobs.staff";
export { pagesContent } from "./pages.staff";
export { sportCategoriesRecord } from "../sports/categories.staff";
export { initiativesRecord } from "./initiatives.staff";
export { surveysContent } from "../engagement/surveys.staff";
export { pollsContent } from "../engagement/polls.staff";
