import { sql } from "drizzle-orm";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import type { PollShowDto } from "../../../shared/identity/dtos";
import type { Db } from "../../db/client";
import { answerableSql, UNRELEASED } from "../../lib/answer-window";
import { AppError } from "../../lib/app-error";

/** One poll by the key staff gave it, in the asked language; 404 when there is none. */
export async function showPoll({
  db,
  lang,
  key,
}: {
  db: Db;
  lang: Lang;
  key: string;
}): Promise<PollShowDto> {
  const { rows } = await db.execute<{
    key: string;
    title: Localized;
    status: string;
    open: boolean;
  }>(
    sql`SELECT p.key, p.title, p.status, ${answerableSql("p")} AS open FROM polls p WHERE p.key = ${key}`,
  );
  const poll = rows[0];
  if (!poll || UNRELEASED.includes(poll.status))
    throw new AppError(404, "poll_not_found", "identity.pollUnknown");
  return { key: poll.key, title: localize(poll.title, lang), open: poll.open };
}
