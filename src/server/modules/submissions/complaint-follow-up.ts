import { sql } from "drizzle-orm";
import { asciiDigits } from "../../../shared/platform/phone";
import { type InboxStatus } from "../../../shared/submissions/inbox";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { iso } from "./inbox-kinds";

/**
 * The public complaint follow-up: the status and the replies shared with the sender, only when
 * the reference and the sender's phone both match. Anything else is the same neutral 404.
 */
export async function complaintFollowUp({
  db,
  reference,
  phone,
}: {
  db: Db;
  reference: string;
  phone: string;
}) {
  const nothing = () => new AppError(404, "not_found", "inbox.followUp.notFound");
  const national = (v: string) =>
    asciiDigits(v)
      .replace(/\D/g, "")
      .replace(/^(00966|966|0)/, "");
  const wanted = national(phone);
  const { rows } = await db.execute<{
    id: number;
    reference: string;
    phone: string | null;
    status: InboxStatus;
    created_at: unknown;
    updated_at: unknown;
  }>(
    sql`SELECT id, reference, sender->>'phone' AS phone, status, created_at, updated_at
          FROM complaints WHERE reference = ${reference}`,
  );
  const c = rows[0];
  if (!c || wanted.length < 6 || national(c.phone ?? "") !== wanted) throw nothing();
  // Shared notes and the e-mails and SMS sent to the sender (ADR 0049), oldest first.
  const replies = await db.execute<{
    body: string;
    subject: string | null;
    channel: "note" | "email" | "sms";
    created_at: unknown;
  }>(
    sql`SELECT body, NULL AS subject, 'note' AS channel, created_at, id, 0 AS src
          FROM submission_notes
         WHERE kind = 'complaints' AND item_id = ${c.id} AND shared
        UNION ALL
        SELECT body, subject, channel, created_at, id, 1 AS src
          FROM submission_replies
         WHERE kind = 'complaints' AND item_id = ${c.id}
         ORDER BY created_at, src, id`,
  );
  return {
    reference: c.reference,
    status: c.status,
    created_at: iso(c.created_at)!,
    updated_at: iso(c.updated_at)!,
    replies: replies.rows.map((r) => ({
      text: r.body,
      at: iso(r.created_at)!,
      channel: r.channel,
      subject: r.subject,
    })),
  };
}
