import common from "./locales/es.json";
import content from "./locales/content.es.json";
import engagement from "./locales/engagement.es.json";
import events from "./locales/events.es.json";
import sports from "./locales/sports.es.json";
import submissions from "./locales/submissions.es.json";
import identity from "./locales/identity.es.json";
import staff from "./locales/staff.es.json";
import gate from "./locales/gate.es.json";
import media from "./locales/media.es.json";
import cms from "./locales/cms.es.json";
import editorial from "./locales/editorial.es.json";
import members from "./locales/members.es.json";
import privacy from "./locales/privacy.es.json";
import inbox from "./locales/inbox.es.json";
import results from "./locales/results.es.json";
import pages from "./locales/pages.es.json";
import surveysStaff from "./locales/surveys-staff.es.json";
import type { Catalog } from "./catalog-en";

/** Every string of the site in Spanish: common keys plus one namespace per domain. */
const catalog: Catalog = {
  ...common,
  content,
  sports,
  events,
  submissions,
  identity,
  engagement,
  staff,
  gate,
  media,
  cms,
  editorial,
  members,
  privacy,
  inbox,
  results,
  pages,
  surveysStaff,
};
export default catalog;
