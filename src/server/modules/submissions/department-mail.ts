import { eq, sql } from "drizzle-orm";
import { localize, translate, type MessageKey } from "../../../shared/i18n";
import type { Db, DbOrTx } from "../../db/client";
import { departments } from "../../db/schema/platform";
import { sportCategories } from "../../db/schema/sports";
import {
  complaints,
  contactMessages,
  jobApplications,
  jobs,
  sportJoinApplications,
  visitRequests,
} from "../../db/schema/submissions";
import { addJob } from "../../lib/jobs/queue";
import type { MailMessage } from "../../lib/mail/mailer";

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

type MailLine = [label: MessageKey, value: string | number | null | undefined];

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

function compose(
  reference: string,
  subjectKey: MessageKey,
  subjectParams: Record<string, string | number>,
  lines: MailLine[],
  replyTo?: string,
): DepartmentMail["message"] {
  const subject = translate(LANG, subjectKey, { ...subjectParams, reference });
  const text = [
    subject,
    "",
    ...lines
      .filter(([, value]) => value !== null && value !== undefined && value !== "")
      .map(([label, value]) => `${translate(LANG, label)}: ${value}`),
    "",
    `${translate(LANG, "submissions.mail.reference")}: ${reference}`,
  ].join("\n");
  return { subject: `[${reference}] ${subject}`, text, replyTo };
}

const t = (key: string) => translate(LANG, key as MessageKey);

/**
 * Reads a stored submission and writes its department e-mail, as the forms wrote it when they
 * sent it inline: the answers, and stored files named by reference (no file travels by mail).
 * Null when the row no longer exists (erased before the job ran).
 */
export async function departmentMail(
  db: Db,
  table: SubmissionTable,
  id: number,
): Promise<DepartmentMail | null> {
  switch (table) {
    case "job_applications": {
      const [r] = await db
        .select({ a: jobApplications, title: jobs.title })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .where(eq(jobApplications.id, id));
      if (!r) return null;
      const a = r.a;
      const d = a.details;
      const title = localize(r.title, LANG);
      return {
        reference: a.reference,
        notified: a.notifiedAt !== null,
        to: await inboxAddress(db, "careers"),
        message: compose(
          a.reference,
          "submissions.mail.jobSubject",
          { title },
          [
            ["submissions.mail.job", `${title} (#${a.jobId})`],
            ["submissions.fields.fullname", a.fullname],
            ["submissions.fields.email", a.email],
            ["submissions.fields.phone", a.phone],
            ["submissions.fields.gender", d.gender ? t(`submissions.genders.${d.gender}`) : null],
            ["submissions.fields.nationality", d.nationality],
            ["submissions.fields.address", d.address],
            [
              "submissions.fields.education",
              d.education_level ? t(`submissions.education.${d.education_level}`) : null,
            ],
            ["submissions.fields.experience", d.experience_years],
            ["submissions.fields.salary", d.expected_salary],
            ["submissions.fields.specialist", d.specialist_in],
            [
              "submissions.mail.cv",
              `${a.cvType.toUpperCase()}, ${humanSize(a.cvSize)} (${a.cvFile})`,
            ],
            [
              "submissions.mail.photo",
              a.photoFile ? `${(a.photoType ?? "").toUpperCase()} (${a.photoFile})` : null,
            ],
          ],
          a.email,
        ),
      };
    }
    case "contact_messages": {
      const [r] = await db
        .select({ m: contactMessages, department: departments })
        .from(contactMessages)
        .innerJoin(departments, eq(departments.id, contactMessages.departmentId))
        .where(eq(contactMessages.id, id));
      if (!r) return null;
      const m = r.m;
      return {
        reference: m.reference,
        notified: m.notifiedAt !== null,
        // The department the sender chose when the message was accepted.
        to: r.department.email,
        message: compose(
          m.reference,
          "submissions.mail.contactSubject",
          { department: localize(r.department.title, LANG) },
          [
            ["submissions.fields.name", m.name],
            ["submissions.fields.email", m.email],
            ["submissions.fields.phone", m.phone],
            ["submissions.fields.message", m.message],
          ],
          m.email,
        ),
      };
    }
    case "complaints": {
      const [c] = await db.select().from(complaints).where(eq(complaints.id, id));
      if (!c) return null;
      const s = c.sender;
      return {
        reference: c.reference,
        notified: c.notifiedAt !== null,
        to: await inboxAddress(db, "complaints"),
        message: compose(
          c.reference,
          "submissions.mail.complaintSubject",
          {},
          [
            ["submissions.fields.senderName", s.name],
            ["submissions.fields.phone", s.phone],
            ["submissions.fields.email", s.email],
            [
              "submissions.fields.relation",
              s.relation ? t(`submissions.relations.${s.relation}`) : null,
            ],
            ["submissions.fields.violatorName", c.violator.name],
            ["submissions.fields.violatorRole", c.violator.role],
            ["submissions.fields.witnessName", c.witness.name],
            ["submissions.fields.witnessPhone", c.witness.phone],
            ["submissions.fields.what", c.whatHappened],
            ["submissions.fields.who", c.who],
            ["submissions.fields.when", c.occurredOn],
            ["submissions.fields.where", c.place],
            ["submissions.fields.otherParties", c.otherParties],
            ["submissions.fields.otherDetails", c.otherDetails],
            [
              "submissions.mail.evidence",
              c.evidence.length
                ? c.evidence
                    .map((e) => `${e.type.toUpperCase()} ${humanSize(e.size)} (${e.file})`)
                    .join("; ")
                : null,
            ],
          ],
          s.email || undefined,
        ),
      };
    }
    case "visit_requests": {
      const [v] = await db.select().from(visitRequests).where(eq(visitRequests.id, id));
      if (!v) return null;
      return {
        reference: v.reference,
        notified: v.notifiedAt !== null,
        to: await inboxAddress(db, "visits"),
        message: compose(
          v.reference,
          "submissions.mail.visitSubject",
          { date: v.preferredDate },
          [
            ["submissions.fields.visitorType", t(`submissions.visitorTypes.${v.visitorType}`)],
            ["submissions.fields.organization", v.organization],
            ["submissions.fields.visitors", v.visitors],
            ["submissions.fields.visitDate", v.preferredDate],
            ["submissions.fields.name", v.name],
            ["submissions.fields.phone", v.phone],
            ["submissions.fields.email", v.email],
            ["submissions.fields.notes", v.notes],
          ],
          v.email,
        ),
      };
    }
    case "sport_join_applications": {
      const [r] = await db
        .select({ a: sportJoinApplications, name: sportCategories.name })
        .from(sportJoinApplications)
        .innerJoin(sportCategories, eq(sportCategories.id, sportJoinApplications.categoryId))
        .where(eq(sportJoinApplications.id, id));
      if (!r) return null;
      const a = r.a;
      const sport = localize(r.name, LANG);
      const yes = (v: boolean | null) =>
        v === null ? null : t(v ? "submissions.yes" : "submissions.no");
      const info = a.info;
      return {
        reference: a.reference,
        notified: a.notifiedAt !== null,
        to: await inboxAddress(db, "sports"),
        message: compose(a.reference, "submissions.mail.sportSubject", { sport }, [
          ["submissions.mail.sport", `${sport} (#${a.categoryId})`],
          ["submissions.fields.name", a.fullName],
          ["submissions.fields.phone", a.phone],
          ["submissions.fields.birthDate", a.birthdate],
          ["submissions.fields.level", t(`submissions.levels.${a.level}`)],
          ["submissions.fields.joined", yes(a.practice)],
          ["submissions.fields.practiceYears", a.practice ? a.practiceYears : null],
          ["submissions.fields.practicePlace", a.practice ? a.practicePlace : null],
          ["submissions.fields.played", yes(a.competition)],
          [
            "submissions.fields.competitionType",
            a.competitionType ? t(`submissions.competitionTypes.${a.competitionType}`) : null,
          ],
          [
            "submissions.fields.preferredLeg",
            info.preferred_leg ? t(`submissions.legs.${info.preferred_leg}`) : null,
          ],
          [
            "submissions.fields.preferredPosition",
            info.preferred_position ? t(`submissions.positions.${info.preferred_position}`) : null,
          ],
          [
            "submissions.mail.photo",
            a.photoFile ? `${(a.photoType ?? "").toUpperCase()} (${a.photoFile})` : null,
          ],
        ]),
      };
    }
  }
}

/** Marks a submission as e-mailed to its department. */
export async function markNotified(db: Db, table: SubmissionTable, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE ${sql.identifier(table)} SET notified_at = now() WHERE id = ${id} AND notified_at IS NULL`,
  );
}
