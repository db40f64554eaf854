import common from "./locales/ar.json";
import content from "./locales/content.ar.json";
import engagement from "./locales/engagement.ar.json";
import events from "./locales/events.ar.json";
import sports from "./locales/sports.ar.json";
import submissions from "./locales/submissions.ar.json";
import identity from "./locales/identity.ar.json";
import staff from "./locales/staff.ar.json";
import gate from "./locales/gate.ar.json";
import media from "./locales/media.ar.json";
import cms from "./locales/cms.ar.json";
import editorial from "./locales/editorial.ar.json";
import members from "./locales/members.ar.json";
import privacy from "./locales/privacy.ar.json";
import inbox from "./locales/inbox.ar.json";
import results from "./locales/results.ar.json";
import pages from "./locales/pages.ar.json";
import surveysStaff from "./locales/surveys-staff.ar.json";
import type { Catalog } from "./catalog-en";

/** Every string of the site in Arabic: common keys plus one namespace per domain. */
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
