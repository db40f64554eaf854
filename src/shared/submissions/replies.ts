import { z } from "zod";
import { LANGS, type Lang, type Localized } from "../i18n/langs";
import { id, localizedAnswer, search } from "../sports/staff-data-fields";
import { paging } from "../staff/accounts";
import { inboxKind } from "./inbox";

/**
 * Replies to the sender of a submission (issue 18, ADR 0049): templates staff edit in the three
 * languages, the reply itself (e-mail, or SMS where the sender gave only a phone) and the
 * decision on a job application (shortlist or reject, with its templated e-mail). These schemas
 * validate the console's forms and the staff routes alike.
 */

export const REPLY_PURPOSES = ["reply", "shortlist", "reject"] as const;
export type ReplyPurpose = (typeof REPLY_PURPOSES)[number];
export const REPLY_CHANNELS = ["email", "sms"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
export const REPLY_STATUSES = ["queued", "sent", "failed"] as const;

/** The placeholders a template may use, written `{name}`; anything else in braces is refused. */
export const PLACEHOLDERS = ["name", "reference", "job", "date"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const PLACEHOLDER = /\{\s*([^{}\s]*)\s*\}/g;

/** The placeholders of a text that are not allowed (empty when every one is known). */
export function unknownPlaceholders(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) {
    const name = m[1] ?? "";
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) out.push(name);
  }
  return out;
}

/**
 * Replaces the allowlisted placeholders with the item's values. Plain replacement, no markup:
 * the result is sent as plain text (e-mail, SMS) and shown as text.
 */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  );
}

/** A template's text in a language, Arabic where that language was left empty. */
export const inLang = (v: Localized, lang: Lang): string => (v[lang] ?? "").trim() || v.ar;

const placeholdersKnown = (v: string) => unknownPlaceholders(v).length === 0;
const PLACEHOLDER_ERROR = "inbox.templates.placeholderUnknown";

/** A template text in one language: optional except Arabic, known placeholders only. */
const templateText = (max: number, required: boolean) =>
  z
    .string()
    .trim()
    .max(max, "errors.too_long")
    .default("")
    .refine((v) => !required || v.length > 0, "inbox.templates.arabicRequired")
    .refine(placeholdersKnown, PLACEHOLDER_ERROR);
const templateTexts = (max: number) =>
  z.object({
    ar: templateText(max, true),
    en: templateText(max, false),
    es: templateText(max, false),
  });

export const replyLang = z.enum(LANGS, { error: "inbox.reply.langInvalid" });

// ---------------------------------------------------------------- templates

const templateKind = inboxKind.nullable().default(null);
const purpose = z.enum(REPLY_PURPOSES, { error: "inbox.templates.purposeInvalid" });

export const templatesListBody = z.object({
  search,
  /** A kind: its templates and those for any kind. `any`: only those for any kind. */
  kind: z
    .union([inboxKind, z.literal("any")])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  purpose: purpose.optional().or(z.literal("").transform(() => undefined)),
  ...paging,
});
export type TemplatesListFilter = z.output<typeof templatesListBody>;

/** The version a save started from (what `get` answered); required to change a template. */
const version = z.coerce.number().int().min(1).max(2_147_483_647);

export const templateSaveBody = z
  .object({
    id: id.optional(),
    version: version.optional(),
    name: z
      .string({ error: "inbox.templates.nameRequired" })
      .trim()
      .min(1, "inbox.templates.nameRequired")
      .max(120, "errors.too_long"),
    kind: templateKind,
    purpose: purpose.default("reply"),
    subject: templateTexts(200),
    body: templateTexts(4000),
  })
  .refine((v) => v.id === undefined || v.version !== undefined, {
    path: ["version"],
    message: "cms.versionRequired",
  })
  .refine((v) => v.purpose === "reply" || v.kind === null || v.kind === "applications", {
    path: ["purpose"],
    message: "inbox.templates.decisionKind",
  });
export type TemplateSaveInput = z.output<typeof templateSaveBody>;

export const templateRecord = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  kind: inboxKind.nullable(),
  purpose: z.enum(REPLY_PURPOSES),
  subject: localizedAnswer,
  body: localizedAnswer,
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
export type TemplateRecord = z.infer<typeof templateRecord>;

export const templateIdBody = z.object({ id });

// ---------------------------------------------------------------- replies

/** Text sent in a reply: placeholders allowed (replaced on the server), unknown ones refused. */
const sentText = (max: number, requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .max(max, "errors.too_long")
    .refine(placeholdersKnown, PLACEHOLDER_ERROR);

export const replyBody = z.object({
  kind: inboxKind,
  id,
  template_id: id.optional().nullable(),
  /** E-mail when the sender gave one, SMS otherwise; staff may pick SMS when both exist. */
  channel: z.enum(REPLY_CHANNELS, { error: "inbox.reply.channelInvalid" }).optional(),
  lang: replyLang,
  /** The e-mail's subject (SMS has none). */
  subject: sentText(200, "inbox.reply.subjectRequired")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  body: sentText(4000, "inbox.reply.bodyRequired"),
});
export type ReplyInput = z.output<typeof replyBody>;

export const replyDto = z.object({
  id: z.number(),
  channel: z.enum(REPLY_CHANNELS),
  lang: z.enum(LANGS),
  subject: z.string().nullable(),
  body: z.string(),
  template_id: z.number().nullable(),
  status: z.enum(REPLY_STATUSES),
  staff: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReplyDto = z.infer<typeof replyDto>;

/** What the reply panel needs: the replies sent, the channels open, templates and values. */
export const repliesDto = z.object({
  replies: z.array(replyDto),
  /** The channels the sender can be reached on (e-mail first); empty: no reply possible. */
  channels: z.array(z.enum(REPLY_CHANNELS)),
  /** The language the sender used, the reply's default. */
  lang: z.enum(LANGS),
  /** The templates usable on this kind (its own and those for any kind). */
  templates: z.array(templateRecord.omit({ updated_by: true, updated_at: true })),
  /** The placeholders' values per language, for the preview. */
  values: z.record(z.enum(LANGS), z.record(z.enum(PLACEHOLDERS), z.string())),
});
export type RepliesDto = z.infer<typeof repliesDto>;

export const decideBody = z.object({
  id,
  decision: z.enum(["shortlist", "reject"], { error: "inbox.reply.decisionInvalid" }),
  template_id: id,
  lang: replyLang,
});

export const decideDto = z.object({
  id: z.number(),
  status: z.string(),
  reply: replyDto,
});

export type { Lang };
