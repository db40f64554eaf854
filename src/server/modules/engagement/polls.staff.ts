import { eq, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import {
  pollSaveBody,
  type PollRecord,
  type PollRow,
  type PollSave,
  type PollsListFilter,
} from "../../../shared/engagement/polls-staff";
import type { Lang } from "../../../shared/i18n";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { polls } from "../../db/schema/identity";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation, pgConstraint, pgErrorCode } from "../../lib/pg-error";
import { defineContentType, type ContentWrite } from "../content/lifecycle/lifecycle";
import { lifecycleListPage } from "../content/lifecycle/staff-list";
import { instantOf, keyedListQuery, keyTaken, riyadhInput, setFilter } from "./keyed-staff";

/**
 * Polls on the content lifecycle (issue 15, ADR 0041 and 0054). A poll is known to the console
 * by its number and to the site and its members' answers by its key (renaming the key carries
 * the answers along); a poll with answers cannot be deleted (`record_in_use`).
 */

async function readPoll(tx: DbOrTx, id: number): Promise<PollRecord | null> {
  const [p] = await tx.select().from(polls).where(eq(polls.id, id));
  if (!p) return null;
  return {
    id: p.id,
    key: p.key,
    title: allLanguages(p.title),
    match_id: p.matchId,
    opens_at: riyadhInput(p.opensAt),
    closes_at: riyadhInput(p.closesAt),
    ord: p.ord,
  };
}

async function writePoll(tx: Tx, { id, input, actor }: ContentWrite<PollSave>): Promise<number> {
  const values = {
    key: input.key,
    title: storedLanguages(input.title),
    matchId: input.match_id,
    opensAt: instantOf(input.opens_at),
    closesAt: instantOf(input.closes_at),
    ord: input.ord,
    updatedAt: new Date(),
  };
  try {
    const [row] = await tx.transaction(async (sp) =>
      id
        ? sp.update(polls).set(values).where(eq(polls.id, id)).returning({ id: polls.id })
        : sp
            .insert(polls)
            .values({ ...values, status: "draft", createdBy: actor.id })
            .returning({ id: polls.id }),
    );
    return row!.id;
  } catch (e) {
    if (isUniqueViolation(e) && pgConstraint(e) === "polls_pkey") throw keyTaken();
    if (pgErrorCode(e) === "23503" && pgConstraint(e) === "polls_match_id_fkey")
      throw new AppError(422, "validation_failed", "errors.validation_failed", {
        match_id: ["surveysStaff.errors.matchUnknown"],
      });
    throw e;
  }
}

export const pollsContent = defineContentType<PollRecord, PollSave>({
  type: "polls",
  table: "polls",
  read: readPoll,
  write: writePoll,
  saveSchema: pollSaveBody,
  inUseMessage: "surveysStaff.errors.pollAnswered",
});

/** The console's polls list: search (key, titles), match filter, lifecycle filters, paging. */
export async function listStaffPolls({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: PollsListFilter;
}): Promise<{ data: PollRow[]; total: number }> {
  const q = keyedListQuery(polls, filter, lang, [setFilter(polls.matchId, filter.kind, "match")]);
  return lifecycleListPage(
    db,
    polls,
    q,
    {
      yes: sql<number>`(SELECT count(*)::int FROM poll_answers a WHERE a.poll_key = polls.key AND a.value = 'yes')`,
      no: sql<number>`(SELECT count(*)::int FROM poll_answers a WHERE a.poll_key = polls.key AND a.value = 'no')`,
    },
    (p: typeof polls.$inferSelect, { yes, no }) => ({
      id: p.id,
      key: p.key,
      title: p.title[lang] || p.title.ar || "",
      match_id: p.matchId,
      yes,
      no,
      opens_at: riyadhInput(p.opensAt),
      closes_at: riyadhInput(p.closesAt),
      missing: missingLanguages(p.title),
    }),
  );
}
