import { sql } from "drizzle-orm";
import { LANGS, localize, type Lang, type Localized } from "../../../shared/i18n";
import { normalizePhone } from "../../../shared/platform/phone";
import type { InboxKind, InboxStatus } from "../../../shared/submissions/inbox";
import {
  inLang,
  renderTemplate,
  type PlaceholderValues,
  type RepliesDto,
  type ReplyChannel,
  type ReplyDto,
  type ReplyInput,
  type ReplyPurpose,
} from "../../../shared/submissions/replies";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { addJob } from "../../lib/jobs/queue";
import { fieldError } from "../../lib/records";
import { audit, type AuditActor } from "../staff/audit";
import { iso, KINDS, table } from "./inbox-kinds";

/**
 * Replies to the sender of a submission (issue 18, ADR 0049). A reply is stored with the text
 * as sent (placeholders replaced) and its message is queued on the same transaction (ADR 0044):
 * an e-mail when the sender gave an address, an SMS when they gave only a phone. The job reads
 * the address when it runs, so no personal data waits in the queue, and marks the reply `sent`
 * (or `failed` after its last attempt; a retry from the dead letters may still send it).
 */

export const REPLY_EMAIL_JOB = "submissions.reply-email";
export const REPLY_SMS_JOB = "submissions.reply-sms";
/** As the department e-mail: about 3.5 hours of provider trouble before a dead letter. */
export const REPLY_MAX_ATTEMPTS = 10;

/** The sender of an item, as the reply needs them. */
export type Sender = {
  id: number;
  reference: string;
  lang: Lang;
  status: InboxStatus;
  name: string;
  email: string;
  phone: string;
  /** Applications: the job's title. */
  job: Localized | null;
};

/** Reads (and with `lock`, locks) an item's sender; null when the item is gone. */
export async function senderOf(
  db: DbOrTx,
  kind: InboxKind,
  id: number,
  lock = false,
): Promise<Sender | null> {
  const spec = KINDS[kind];
  const job = kind === "applications" ? sql`j.title` : sql`NULL::jsonb`;
  const { rows } = await db.execute<{
    id: number;
    reference: string;
    lang: string | null;
    status: InboxStatus;
    name: string | null;
    email: string | null;
    phone: string | null;
    job: Localized | null;
  }>(
    sql`SELECT a.id, a.reference, a.lang, a.status, ${spec.name} AS name, ${spec.email} AS email,
               ${spec.phone} AS phone, ${job} AS job
          FROM ${table(kind)} a ${spec.joins}
         WHERE a.id = ${id}${lock ? sql` FOR UPDATE OF a` : sql``}`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    reference: r.reference,
    lang: (LANGS as readonly string[]).includes(r.lang ?? "") ? (r.lang as Lang) : "ar",
    status: r.status,
    name: (r.name ?? "").trim(),
    email: (r.email ?? "").trim(),
    phone: (r.phone ?? "").trim(),
    job: r.job,
  };
}

/** The channels a sender can be reached on, e-mail first. */
export function channelsOf(s: Pick<Sender, "email" | "phone">): ReplyChannel[] {
  const out: ReplyChannel[] = [];
  if (s.email) out.push("email");
  if (s.phone && normalizePhone(s.phone)) out.push("sms");
  return out;
}

const DATE_LOCALE: Record<Lang, string> = {
  ar: "ar-SA-u-ca-gregory-nu-latn",
  en: "en-GB",
  es: "es-ES",
};

/** The placeholders' values in one language (today's date in Riyadh). */
export function valuesOf(s: Sender, lang: Lang, now = new Date()): PlaceholderValues {
  return {
    name: s.name,
    reference: s.reference,
    job: s.job ? localize(s.job, lang) : "",
    date: new Intl.DateTimeFormat(DATE_LOCALE[lang], {
      dateStyle: "long",
      timeZone: "Asia/Riyadh",
    }).format(now),
  };
}

type TemplateRow = {
  id: number;
  kind: InboxKind | null;
  purpose: ReplyPurpose;
  name: string;
  version: number;
  subject: Localized;
  body: Localized;
};

async function usableTemplate(
  tx: DbOrTx,
  kind: InboxKind,
  templateId: number,
  purpose?: ReplyPurpose,
): Promise<TemplateRow> {
  const { rows } = await tx.execute<TemplateRow>(
    sql`SELECT id, kind, purpose, name, version, subject, body FROM reply_templates
         WHERE id = ${templateId} AND (kind IS NULL OR kind = ${kind})
           ${purpose ? sql`AND purpose = ${purpose}` : sql``}`,
  );
  if (!rows[0]) throw fieldError("template_id", "inbox.reply.templateInvalid");
  return rows[0];
}

type ReplyRow = {
  id: number;
  channel: ReplyChannel;
  lang: Lang;
  subject: string | null;
  body: string;
  template_id: number | null;
  status: ReplyDto["status"];
  staff: string | null;
  sent_at: unknown;
  created_at: unknown;
};

const replyOf = (r: ReplyRow): ReplyDto => ({
  id: r.id,
  channel: r.channel,
  lang: r.lang,
  subject: r.subject,
  body: r.body,
  template_id: r.template_id,
  status: r.status,
  staff: r.staff,
  sent_at: iso(r.sent_at),
  created_at: iso(r.created_at)!,
});

/**
 * Stores a reply and queues its message on `tx` (the item already locked by the caller), then
 * audits it without its text (replies quote personal data) and touches the item.
 */
async function storeReply(
  tx: DbOrTx,
  actor: AuditActor,
  kind: InboxKind,
  sender: Sender,
  reply: {
    channel: ReplyChannel;
    lang: Lang;
    subject: string | null;
    body: string;
    templateId: number | null;
  },
): Promise<ReplyDto> {
  const { rows } = await tx.execute<ReplyRow>(
    sql`INSERT INTO submission_replies (kind, item_id, staff_id, channel, lang, subject, body, template_id)
        VALUES (${kind}, ${sender.id}, ${actor.id}, ${reply.channel}, ${reply.lang},
                ${reply.channel === "email" ? reply.subject : null}, ${reply.body}, ${reply.templateId})
        RETURNING id, channel, lang, subject, body, template_id, status, NULL AS staff, sent_at, created_at`,
  );
  const row = rows[0]!;
  await addJob(
    tx,
    reply.channel === "email" ? REPLY_EMAIL_JOB : REPLY_SMS_JOB,
    { reply_id: row.id },
    { maxAttempts: REPLY_MAX_ATTEMPTS },
  );
  await tx.execute(sql`UPDATE ${table(kind)} SET updated_at = now() WHERE id = ${sender.id}`);
  await audit(tx, {
    actor,
    action: "inbox.reply",
    recordType: KINDS[kind].recordType,
    recordId: sender.id,
    after: {
      reply_id: row.id,
      channel: reply.channel,
      lang: reply.lang,
      template_id: reply.templateId,
    },
  });
  return replyOf(row);
}

/**
 * Replies to an item's sender: the text staff edited (or the template's, when only a template
 * is named) with the placeholders replaced, by e-mail (SMS when the sender gave no address or
 * staff chose it), stored and queued in one transaction.
 */
export async function sendReply({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: ReplyInput;
}): Promise<ReplyDto> {
  return db.transaction(async (tx) => {
    const sender = await senderOf(tx, input.kind, input.id, true);
    if (!sender) throw notFound();
    const channels = channelsOf(sender);
    const channel = input.channel ?? channels[0];
    if (!channel || !channels.includes(channel))
      throw fieldError("channel", "inbox.reply.channelUnavailable");
    const template = input.template_id
      ? await usableTemplate(tx, input.kind, input.template_id)
      : null;
    const values = valuesOf(sender, input.lang);
    const subjectText = input.subject ?? (template ? inLang(template.subject, input.lang) : "");
    if (channel === "email" && !subjectText)
      throw fieldError("subject", "inbox.reply.subjectRequired");
    return storeReply(tx, actor, input.kind, sender, {
      channel,
      lang: input.lang,
      subject: channel === "email" ? renderTemplate(subjectText, values).slice(0, 200) : null,
      body: renderTemplate(input.body, values).slice(0, 4000),
      templateId: template?.id ?? null,
    });
  });
}

/**
 * Shortlists or rejects a job application and e-mails the sender the decision's template in one
 * transaction: the status change and the reply are audited, and a rolled-back decision sends
 * nothing. The template must be one for that decision.
 */
export async function decideApplication({
  db,
  actor,
  id,
  decision,
  templateId,
  lang,
}: {
  db: Db;
  actor: AuditActor;
  id: number;
  decision: "shortlist" | "reject";
  templateId: number;
  lang: Lang;
}): Promise<{ id: number; status: InboxStatus; reply: ReplyDto }> {
  return db.transaction(async (tx) => {
    const sender = await senderOf(tx, "applications", id, true);
    if (!sender) throw notFound();
    if (!sender.email) throw fieldError("template_id", "inbox.reply.channelUnavailable");
    const template = await usableTemplate(tx, "applications", templateId, decision);
    const status: InboxStatus = decision === "shortlist" ? "shortlisted" : "rejected";
    if (status !== sender.status) {
      await tx.execute(
        sql`UPDATE job_applications SET status = ${status}, updated_at = now() WHERE id = ${id}`,
      );
      await audit(tx, {
        actor,
        action: "inbox.update",
        recordType: KINDS.applications.recordType,
        recordId: id,
        before: { status: sender.status },
        after: { status },
      });
    }
    const values = valuesOf(sender, lang);
    const reply = await storeReply(tx, actor, "applications", sender, {
      channel: "email",
      lang,
      subject: renderTemplate(inLang(template.subject, lang), values).slice(0, 200),
      body: renderTemplate(inLang(template.body, lang), values).slice(0, 4000),
      templateId: template.id,
    });
    return { id, status, reply };
  });
}

/** The reply panel: the replies sent, the channels open, the usable templates and the values. */
export async function itemReplies({
  db,
  kind,
  id,
}: {
  db: Db;
  kind: InboxKind;
  id: number;
}): Promise<RepliesDto> {
  const sender = await senderOf(db, kind, id);
  if (!sender) throw notFound();
  const [replies, templates] = await Promise.all([
    db.execute<ReplyRow>(
      sql`SELECT r.id, r.channel, r.lang, r.subject, r.body, r.template_id, r.status,
                 s.name AS staff, r.sent_at, r.created_at
            FROM submission_replies r LEFT JOIN staff_accounts s ON s.id = r.staff_id
           WHERE r.kind = ${kind} AND r.item_id = ${id}
           ORDER BY r.created_at, r.id`,
    ),
    db.execute<TemplateRow>(
      sql`SELECT id, kind, purpose, name, version, subject, body FROM reply_templates
           WHERE kind IS NULL OR kind = ${kind}
           ORDER BY purpose, name, id`,
    ),
  ]);
  const all = (v: Localized) => ({ ar: v.ar ?? "", en: v.en ?? "", es: v.es ?? "" });
  return {
    replies: replies.rows.map(replyOf),
    channels: channelsOf(sender),
    lang: sender.lang,
    templates: templates.rows
      .filter((t) => kind === "applications" || t.purpose === "reply")
      .map((t) => ({
        id: t.id,
        version: t.version,
        name: t.name,
        kind: t.kind,
        purpose: t.purpose,
        subject: all(t.subject),
        body: all(t.body),
      })),
    values: {
      ar: valuesOf(sender, "ar"),
      en: valuesOf(sender, "en"),
      es: valuesOf(sender, "es"),
    },
  };
}

// ---------------------------------------------------------------- the jobs

/** A reply's message as the job sends it, with where it goes; null when the reply is gone. */
export async function replyMessage(db: DbOrTx, replyId: number) {
  const { rows } = await db.execute<{
    id: number;
    kind: InboxKind;
    item_id: number;
    channel: ReplyChannel;
    subject: string | null;
    body: string;
    status: string;
  }>(
    sql`SELECT id, kind, item_id, channel, subject, body, status FROM submission_replies
         WHERE id = ${replyId}`,
  );
  const r = rows[0];
  if (!r) return null;
  const sender = await senderOf(db, r.kind, r.item_id);
  if (!sender) return null;
  return {
    ...r,
    reference: sender.reference,
    to: r.channel === "email" ? sender.email : (normalizePhone(sender.phone) ?? ""),
  };
}

export async function markReply(db: DbOrTx, replyId: number, status: "sent" | "failed") {
  await db.execute(
    status === "sent"
      ? sql`UPDATE submission_replies SET status = 'sent', sent_at = now()
             WHERE id = ${replyId} AND status <> 'sent'`
      : sql`UPDATE submission_replies SET status = 'failed' WHERE id = ${replyId} AND status = 'queued'`,
  );
}
