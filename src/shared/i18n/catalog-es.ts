/**
 * Every string of the site in Spanish: the common keys (the default export) and one
 * namespace per domain (a named export each). composeCatalog (compose.ts) joins them into the
 * catalog; the browser build leaves the staff console's namespaces out (vite.config.ts).
 */
export { default } from "./locales/es.json";
export { default as content } from "./locales/content.es.json";
export { default as engagement } from "./locales/engagement.es.json";
export { default as events } from "./locales/events.es.json";
export { default as sports } from "./locales/sports.es.json";
export { default as submissions } from "./locales/submissions.es.json";
export { default as identity } from "./locales/identity.es.json";
export { default as staff } from "./locales/staff.es.json";
export { default as gate } from "./locales/gate.es.json";
export { default as media } from "./locales/media.es.json";
export { default as cms } from "./locales/cms.es.json";
export { default as editorial } from "./locales/editorial.es.json";
export { default as members } from "./locales/members.es.json";
export { default as privacy } from "./locales/privacy.es.json";
export { default as inbox } from "./locales/inbox.es.json";
export { default as results } from "./locales/results.es.json";
export { default as pages } from "./locales/pages.es.json";
export { default as surveysStaff } from "./locales/surveys-staff.es.json";
