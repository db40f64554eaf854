import { sql } from "drizzle-orm";
import { translate, type MessageKey } from "../../../shared/i18n";
import type { InboxKind } from "../../../shared/submissions/inbox";
import type { Db, DbOrTx } from "../../db/client";
import { addJob } from "../../lib/jobs/queue";
import type { MailMessage } from "../../lib/mail/mailer";
import { answersOf, type Row } from "./inbox-answers";
import { KINDS } from "./inbox-kinds";

/** The job that e-mails a stored submission to its department (ADR 0044). */
export const NOTIFY_DEPARTMENT_JOB = "submissions.notify-department";
/**
 * Attempts before the mail is a dead letter. graphile-worker waits exp(min(attempt, 10))
 * seconds between attempts (3 s, 7 s, 20 s, 55 s, … 2.3 hours before the 10th): ten attempts
 * cover about 3.5 hours of mail-server trouble.
 */
export const NOTIFY_MAX_ATTEMPTS = 10;

export const SUBMISSION_TABLES = [
  "job_applications",
  "contact_messages",
  "complaints",
  "visit_requests",
  "sport_join_applications",
] as const;
export type SubmissionTable = (typeof SUBMISSION_TABLES)[number];

export function isSubmissionTable(value: unknown): value is SubmissionTable {
  return typeof value === "string" && (SUBMISSION_TABLES as readonly string[]).includes(value);
}

/**
 * Queues the department e-mail of a submission on `tx`, the transaction that inserts it: the
 * job exists exactly when the submission does. The payload names the row only; the job reads
 * the answers when it runs, so no personal data waits in the queue.
 */
export async function queueDepartmentMail(
  tx: DbOrTx,
  table: SubmissionTable,
  id: number,
): Promise<void> {
  await addJob(tx, NOTIFY_DEPARTMENT_JOB, { table, id }, { maxAttempts: NOTIFY_MAX_ATTEMPTS });
}

type MailLine = [label: MessageKey, value: unknown];

/** What the department e-mail of one stored submission says, and where it goes. */
export type DepartmentMail = {
  reference: string;
  /** Already sent: the job does nothing (a retry after a crash never mails twice). */
  notified: boolean;
  /** The department's address; null when no active department handles this inbox. */
  to: string | null;
  message: Omit<MailMessage, "to">;
};

/** Readable size for the staff e-mail, e.g. "1.4 MB". */
export function humanSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The department address of an inbox (careers, complaints, sports, visits). */
export async function inboxAddress(db: DbOrTx, inbox: string): Promise<string | null> {
  const { rows } = await db.execute<{ email: string }>(
    sql`SELECT email FROM departments WHERE inbox = ${inbox} AND status = 1 LIMIT 1`,
  );
  return rows[0]?.email ?? null;
}

/** The department's language: the club works in Arabic. */
const LANG = "ar";

/** Each table's inbox kind, subject and department inbox (contact: the department chosen). */
const MAILS: Record<
  SubmissionTable,
  { kind: InboxKind; subject: MessageKey; subjectParam?: string; inbox?: string }
> = {
  job_applications: {
    kind: "applications",
    subject: "submissions.mail.jobSubject",
    subjectParam: "title",
    inbox: "careers",
  },
  contact_messages: {
    kind: "contact",
    subject: "submissions.mail.contactSubject",
    subjectParam: "department",
  },
  complaints: {
    kind: "complaints",
    subject: "submissions.mail.complaintSubject",
    inbox: "complaints",
  },
  visit_requests: {
    kind: "visits",
    subject: "submissions.mail.visitSubject",
    subjectParam: "date",
    inbox: "visits",
  },
  sport_join_applications: {
    kind: "sport_joins",
    subject: "submissions.mail.sportSubject",
    subjectParam: "sport",
    inbox: "sports",
  },
};

type StoredFile = { type: string; size: number; file: string };
const fileLine = (f: StoredFile) => `${f.type.toUpperCase()}, ${humanSize(f.size)} (${f.file})`;

/**
 * The mail's own lines beside the answers the inbox shows (inbox-answers.ts): what the item is
 * about, and the stored files named with their size (no file travels by mail).
 */
function extraLines(kind: InboxKind, r: Row): { before: MailLine[]; after: MailLine[] } {
  const photo: MailLine = [
    "submissions.mail.photo",
    r.photo_file ? `${String(r.photo_type ?? "").toUpperCase()} (${String(r.photo_file)})` : null,
  ];
  switch (kind) {
    case "applications":
      return {
        before: [["submissions.mail.job", `${String(r.about)} (#${String(r.job_id)})`]],
        after: [
          [
            "submissions.mail.cv",
            fileLine({ type: String(r.cv_type), size: Number(r.cv_size), file: String(r.cv_file) }),
          ],
          photo,
        ],
      };
    case "complaints": {
      const evidence = Array.isArray(r.evidence) ? (r.evidence as StoredFile[]) : [];
      return {
        before: [],
        after: [
          ["submissions.mail.evidence", evidence.length ? evidence.map(fileLine).join("; ") : null],
        ],
      };
    }
    case "sport_joins":
      return {
        before: [["submissions.mail.sport", `${String(r.about)} (#${String(r.category_id)})`]],
        after: [photo],
      };
    default:
      return { before: [], after: [] };
  }
}

/** Lines the mail replaces with its own: the file lines and the sport named with its number. */
const REPLACED: ReadonlySet<MessageKey> = new Set<MessageKey>([
  "submissions.fields.cv",
  "submissions.fields.evidence",
  "inbox.fields.sport",
]);

/**
 * Reads a stored submission and writes its department e-mail: the sender, the answers in the
 * order of the public form (the same labelled answers the inbox shows, in Arabic), and stored
 * files named by reference. Null when the row no longer exists (erased before the job ran).
 */
export async function departmentMail(
  db: Db,
  table: SubmissionTable,
  id: number,
): Promise<DepartmentMail | null> {
  const mail = MAILS[table];
  const spec = KINDS[mail.kind];
  const { rows } = await db.execute<Row>(
    sql`SELECT a.*, ${spec.name} AS x_name, ${spec.email} AS x_email, ${spec.phone} AS x_phone,
               ${spec.about(LANG)} AS about,
               ${mail.kind === "contact" ? sql`d.email` : sql`NULL`} AS x_department_email
          FROM ${sql.identifier(table)} a ${spec.joins}
         WHERE a.id = ${id}`,
  );
  const r = rows[0];
  if (!r) return null;
  const reference = String(r.reference);
  const email = String(r.x_email ?? "");
  const extra = extraLines(mail.kind, r);
  const lines: MailLine[] = [
    ...extra.before,
    ["submissions.fields.name", r.x_name],
    ["submissions.fields.email", email],
    ["submissions.fields.phone", r.x_phone],
    ...answersOf(mail.kind, r, LANG).filter(([label]) => !REPLACED.has(label)),
    ...extra.after,
  ];
  const subjectParams = mail.subjectParam ? { [mail.subjectParam]: String(r.about ?? "") } : {};
  const subject = translate(LANG, mail.subject, { ...subjectParams, reference });
  const text = [
    subject,
    "",
    ...lines
      .filter(([, value]) => value !== null && value !== undefined && value !== "")
      .map(([label, value]) => `${translate(LANG, label)}: ${String(value)}`),
    "",
    `${translate(LANG, "submissions.mail.reference")}: ${reference}`,
  ].join("\n");
  return {
    reference,
    notified: r.notified_at !== null && r.notified_at !== undefined,
    to: mail.inbox
      ? await inboxAddress(db, mail.inbox)
      : ((r.x_department_email as string | null) ?? null),
    message: { subject: `[${reference}] ${subject}`, text, replyTo: email || undefined },
  };
}

/** Marks a submission as e-mailed to its department. */
export async function markNotified(db: Db, table: SubmissionTable, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE ${sql.identifier(table)} SET notified_at = now() WHERE id = ${id} AND notified_at IS NULL`,
  );
}
