import type * as en from "./catalog-en";
import type { CatalogOf } from "./compose";

/**
 * Every string of the site in English: the common keys (the default export) and one
 * namespace per domain (a named export each). composeCatalog (compose.ts) joins them into the
 * catalog; the browser build leaves the staff console's namespaces out (vite.config.ts).
 */
export { default } from "./locales/en.json";
export { default as content } from "./locales/content.en.json";
export { default as engagement } from "./locales/engagement.en.json";
export { default as events } from "./locales/events.en.json";
export { default as sports } from "./locales/sports.en.json";
export { default as submissions } from "./locales/submissions.en.json";
export { default as identity } from "./locales/identity.en.json";
export { default as staff } from "./locales/staff.en.json";
export { default as gate } from "./locales/gate.en.json";
export { default as media } from "./locales/media.en.json";
export { default as cms } from "./locales/cms.en.json";
export { default as editorial } from "./locales/editorial.en.json";
export { default as members } from "./locales/members.en.json";
export { default as privacy } from "./locales/privacy.en.json";
export { default as inbox } from "./locales/inbox.en.json";
export { default as results } from "./locales/results.en.json";
export { default as pages } from "./locales/pages.en.json";
export { default as surveysStaff } from "./locales/surveys-staff.en.json";
export type Catalog = CatalogOf<typeof en>;
