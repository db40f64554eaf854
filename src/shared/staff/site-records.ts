import { z } from "zod";
import { FOOTER_COLUMNS, settingSwitches } from "../platform/settings";
import {
  id,
  localizedAnswer,
  localizedInput,
  optionalLocalized,
  search,
} from "../sports/staff-data-fields";
import { siteOrder } from "../content/record-fields";
import { paging } from "./accounts";

/**
 * What staff edit of the site itself (issue 15): departments with the addresses their messages
 * go to, labels (UI texts kept in the database, e.g. news categories) and the site settings.
 * None has a publishing lifecycle; each saved record carries `version`, and a save that started
 * from an older version is refused with 409 `stale_version` instead of overwriting silently.
 * These schemas validate the console's forms and the routes alike.
 */

/** The version a save started from (what `get` answered); required to change a record. */
const version = z.coerce.number().int().min(1).max(2_147_483_647);

/** A staff form's e-mail address (messages are catalog keys). */
const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, "errors.too_long")
  .pipe(z.email("cms.emailInvalid"));

/** An outside address: https only (a site path where `local` allows it). */
const webAddress = (local = false) =>
  z
    .string()
    .trim()
    .max(500, "errors.too_long")
    .refine(
      (v) => v === "" || /^https:\/\/[^\s]+$/i.test(v) || (local && /^\/[^\s/][^\s]*$/.test(v)),
      local ? "cms.urlOrPathInvalid" : "cms.urlInvalid",
    );

const requiredWebAddress = (local = false) =>
  webAddress(local).refine((v) => v !== "", "cms.urlRequired");

/** A record with `id` is changed (then `version` is required); without one it is created. */
function versioned(v: { id?: unknown; version?: unknown }) {
  return v.id === undefined || v.version !== undefined;
}
const versionRequired = { path: ["version"], message: "cms.versionRequired" };

const publishedFilter = z.enum(["published", "hidden"]).optional();

/**
 * What staff save of a department or a label: its own fields between the id and version of a
 * change and its place and visibility (`published`: a department is offered on the contact form).
 */
function siteRecordSave<S extends z.ZodRawShape>(fields: S) {
  return z
    .object({
      id: id.optional(),
      version: version.optional(),
      ...fields,
      ord: siteOrder,
      published: z.boolean().default(true),
    })
    .refine(versioned, versionRequired);
}

/** A department or a label as `get` answers it, with the version a save starts from. */
function siteRecordAnswer<S extends z.ZodRawShape>(fields: S) {
  return z.object({
    id: z.number(),
    version: z.number(),
    ...fields,
    ord: z.number(),
    published: z.boolean(),
  });
}

// ---------------------------------------------------------------- departments

/** Which submissions inbox a department handles (at most one department each). */
export const DEPARTMENT_INBOXES = ["careers", "complaints", "sports", "visits"] as const;

export const departmentsListBody = z.object({
  search,
  status: publishedFilter,
  ...paging,
});

export const departmentSaveBody = siteRecordSave({
  title: localizedInput(120),
  /** Where the department's messages are e-mailed: one to five addresses. */
  emails: z
    .array(emailAddress)
    .min(1, "cms.department.emailsRequired")
    .max(5, "cms.department.emailsTooMany")
    .refine((a) => new Set(a).size === a.length, "cms.department.emailsRepeated"),
  inbox: z.enum(DEPARTMENT_INBOXES).nullable().default(null),
});

export const departmentRecord = siteRecordAnswer({
  title: localizedAnswer,
  emails: z.array(z.string()),
  inbox: z.enum(DEPARTMENT_INBOXES).nullable(),
});
export const departmentRow = departmentRecord.extend({ label: z.string() });
export type DepartmentRecord = z.infer<typeof departmentRecord>;
export type DepartmentRow = z.infer<typeof departmentRow>;

// ---------------------------------------------------------------- labels

/** A label's kind: lower-case words joined by `_` (`news_category`). */
export const labelType = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,49}$/, "cms.label.typeInvalid");

export const labelsListBody = z.object({
  search,
  type: labelType.optional().or(z.literal("").transform(() => undefined)),
  status: publishedFilter,
  ...paging,
});

export const labelSaveBody = siteRecordSave({
  type: labelType,
  title: localizedInput(200),
});

export const labelRecord = siteRecordAnswer({
  type: z.string(),
  title: localizedAnswer,
}).extend({
  /** How many news items use it (a label in use cannot be deleted). */
  uses: z.number(),
});
export const labelRow = labelRecord.extend({ label: z.string() });
export const labelTypes = z.object({ types: z.array(z.string()) });
export type LabelRecord = z.infer<typeof labelRecord>;
export type LabelRow = z.infer<typeof labelRow>;

// ---------------------------------------------------------------- settings

export const SOCIAL_NETWORKS = [
  "x",
  "instagram",
  "youtube",
  "snapchat",
  "tiktok",
  "facebook",
  "linkedin",
  "whatsapp",
] as const;
export { FOOTER_COLUMNS };

/** A Saudi or international phone number as people write it: digits, spaces, + and -. */
const phoneNumber = z
  .string()
  .trim()
  .max(30, "errors.too_long")
  .refine((v) => v === "" || /^\+?[0-9][0-9 -]{5,24}[0-9]$/.test(v), "cms.settings.phoneInvalid");

export const settingsSaveBody = z.object({
  version,
  AppName: localizedInput(80),
  copy_rights: localizedInput(200),
  /** The contact e-mail shown in the footer. */
  email: emailAddress,
  contacts: z.object({
    phone: phoneNumber,
    whatsapp: phoneNumber,
    address: optionalLocalized(200),
  }),
  social_media_links: z
    .array(
      z.object({
        name: z.enum(SOCIAL_NETWORKS, "cms.settings.networkInvalid"),
        url: requiredWebAddress(),
      }),
    )
    .max(SOCIAL_NETWORKS.length)
    .refine((a) => new Set(a.map((s) => s.name)).size === a.length, "cms.settings.networkRepeated"),
  /** Links staff add to the footer's columns, after the pages and the fixed links. */
  footer_links: z
    .array(
      z.object({
        column: z.enum(FOOTER_COLUMNS),
        label: localizedInput(80),
        url: requiredWebAddress(true),
      }),
    )
    .max(30, "cms.settings.tooManyLinks"),
  app_links: z.object({ ios: webAddress(), android: webAddress() }),
  membership_url: requiredWebAddress(),
  shop_url: requiredWebAddress(),
  annual_report_url: webAddress(true),
  ...settingSwitches,
});
export type SettingsSaveBody = z.infer<typeof settingsSaveBody>;

const settingsEditable = {
  AppName: localizedAnswer,
  copy_rights: localizedAnswer,
  email: z.string(),
  contacts: z.object({ phone: z.string(), whatsapp: z.string(), address: localizedAnswer }),
  social_media_links: z.array(z.object({ name: z.string(), url: z.string() })),
  footer_links: z.array(
    z.object({ column: z.enum(FOOTER_COLUMNS), label: localizedAnswer, url: z.string() }),
  ),
  app_links: z.object({ ios: z.string(), android: z.string() }),
  membership_url: z.string(),
  shop_url: z.string(),
  annual_report_url: z.string(),
  ...settingSwitches,
};
export const settingsRecord = z.object({
  version: z.number(),
  ...settingsEditable,
  updated_at: z.string().nullable(),
});
export type SettingsRecord = z.infer<typeof settingsRecord>;

/** The keys of the settings table the console edits (the others keep their stored value). */
export const EDITABLE_SETTINGS = Object.keys(settingsEditable) as (keyof typeof settingsEditable)[];
