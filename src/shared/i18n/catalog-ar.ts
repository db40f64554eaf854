/**
 * Every string of the site in Arabic: the common keys (the default export) and one
 * namespace per domain (a named export each). composeCatalog (compose.ts) joins them into the
 * catalog; the browser build leaves the staff console's namespaces out (vite.config.ts).
 */
export { default } from "./locales/ar.json";
export { default as content } from "./locales/content.ar.json";
export { default as engagement } from "./locales/engagement.ar.json";
export { default as events } from "./locales/events.ar.json";
export { default as sports } from "./locales/sports.ar.json";
export { default as submissions } from "./locales/submissions.ar.json";
export { default as identity } from "./locales/identity.ar.json";
export { default as staff } from "./locales/staff.ar.json";
export { default as gate } from "./locales/gate.ar.json";
export { default as media } from "./locales/media.ar.json";
export { default as cms } from "./locales/cms.ar.json";
export { default as editorial } from "./locales/editorial.ar.json";
export { default as members } from "./locales/members.ar.json";
export { default as privacy } from "./locales/privacy.ar.json";
export { default as inbox } from "./locales/inbox.ar.json";
export { default as results } from "./locales/results.ar.json";
export { default as pages } from "./locales/pages.ar.json";
export { default as surveysStaff } from "./locales/surveys-staff.ar.json";
