import common from "./locales/en.json";
import content from "./locales/content.en.json";
import engagement from "./locales/engagement.en.json";
import events from "./locales/events.en.json";
import sports from "./locales/sports.en.json";
import submissions from "./locales/submissions.en.json";
import identity from "./locales/identity.en.json";
import staff from "./locales/staff.en.json";
import gate from "./locales/gate.en.json";
import media from "./locales/media.en.json";
import cms from "./locales/cms.en.json";
import editorial from "./locales/editorial.en.json";
import members from "./locales/members.en.json";
import privacy from "./locales/privacy.en.json";
import inbox from "./locales/inbox.en.json";
import results from "./locales/results.en.json";
import pages from "./locales/pages.en.json";
import surveysStaff from "./locales/surveys-staff.en.json";

/** Every string of the site in English: common keys plus one namespace per domain. */
const catalog = {
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
export type Catalog = typeof catalog;
export default catalog;
