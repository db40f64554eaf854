import { and, desc, eq } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import { MATCH_PERIODS } from "../../../shared/sports/match-status";
import type { MatchEventSave } from "../../../shared/staff/sports";
import type { Db, Tx } from "../../db/client";
import { matchEvents, matches, players, teams } from "../../db/schema/sports";
import { AppError, notFound } from "../../lib/app-error";
import { rowById } from "../../lib/records";
import { CLUB_TIME_ZONE, riyadhIso } from "../../lib/time";
import type { AuditActor, AuditedCall, AuditEntry } from "../staff/audit";
import { auditTx } from "../staff/audit-tx";
import { referenceError, staffMatchRecord } from "./staff-matches";
import { recomputeForMatch } from "./standings-recompute";

/**
 * Match events from the control screen (issue 16). Each write is one transaction: the event,
 * the score and status the database derives from it (migration 0020's triggers), the audit row,
 * and the notification that wakes the live streams when it commits.
 */

type EventRow = typeof matchEvents.$inferSelect;

const eventRecord = (e: EventRow) => ({
  id: e.id,
  match_id: e.matchId,
  type: e.type,
  side: e.side,
  period: e.period,
  minute: e.minute,
  player_id: e.playerId,
});

/**
 * After an event is written or removed: the match as its triggers left it, its championship's
 * table recomputed, the change audited; answers the event's id and the match.
 */
async function eventChanged(
  tx: Tx,
  actor: AuditActor,
  matchId: number,
  change: Pick<AuditEntry, "action" | "before" | "after"> & { recordId: number },
) {
  const [after] = await tx.select().from(matches).where(eq(matches.id, matchId));
  await recomputeForMatch(tx, after!.championshipId);
  await auditTx(tx, { actor, recordType: "match_event", ...change });
  return { id: change.recordId, match: staffMatchRecord(after!) };
}

/**
 * A period starts once, in order: two phones on one match that both tap "start the second half"
 * (the second still showing half-time) must not record it twice, nor may a screen left behind
 * start a period the match has passed. The match row is locked, so this reads the latest.
 */
async function assertPeriodAhead(tx: Tx, matchId: number, period: (typeof MATCH_PERIODS)[number]) {
  const [last] = await tx
    .select({ period: matchEvents.period })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.type, "period")))
    .orderBy(desc(matchEvents.id))
    .limit(1);
  const at = (p: string | null | undefined) =>
    MATCH_PERIODS.indexOf(p as (typeof MATCH_PERIODS)[number]);
  if (last && at(period) <= at(last.period))
    throw new AppError(409, "period_already_started", "sports.staff.periodAlreadyStarted");
}

/** How long before its scheduled kick-off a match starts without being confirmed as early. */
export const KICKOFF_EARLY_MS = 2 * 60 * 60 * 1000;

const KICKOFF_LOCALE: Record<Lang, string> = {
  ar: "ar-SA-u-ca-gregory-nu-latn",
  en: "en-GB",
  es: "es-ES",
};

/** A scheduled kick-off as staff read it: the day, date and time on Riyadh's clock. */
export function kickoffText(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(KICKOFF_LOCALE[lang], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: CLUB_TIME_ZONE,
  }).format(at);
}

/**
 * The kick-off of a match more than KICKOFF_EARLY_MS before its date is a mistake more often
 * than not (the wrong match opened, a tap in a pocket): it is refused (409 `kickoff_early`,
 * naming the scheduled date and time) unless the call says it is meant (`confirm_early`). Staff
 * may still start it: the date on the form may be the one that is wrong.
 */
function assertKickoffDue(match: { kickoffAt: Date }, input: MatchEventSave, now = Date.now()) {
  if (input.type !== "period" || input.period !== "first_half" || input.confirm_early) return;
  if (match.kickoffAt.getTime() - now <= KICKOFF_EARLY_MS) return;
  throw new AppError(
    409,
    "kickoff_early",
    "sports.staff.kickoffEarly",
    undefined,
    (lang) => ({ date: kickoffText(match.kickoffAt, lang) }),
    { kickoff_at: riyadhIso(match.kickoffAt) },
  );
}

/**
 * A finished match takes no new period (the full-time whistle is undone first, which reopens
 * it), and one whose result was entered by hand on the match form (no events) takes no event at
 * all: the first one would replace that result with its own count, so one tap on "kick off" or
 * "goal" would turn a final score into a live 0-0 on the site and in the table.
 */
async function assertFinishedTakes(tx: Tx, matchId: number, input: MatchEventSave) {
  const [anyEvent] =
    input.type === "period"
      ? []
      : await tx
          .select({ id: matchEvents.id })
          .from(matchEvents)
          .where(eq(matchEvents.matchId, matchId))
          .limit(1);
  if (!anyEvent) throw new AppError(409, "match_finished", "sports.staff.matchFinished");
}

/**
 * The player named on an event belongs to the side it is recorded for: the club's first team
 * (the squad the control screen offers). The opponent has no squad here, so an opponent's event
 * names no player: a scorer sent with the other team's goal is refused, not silently recorded.
 */
async function assertPlayerOfSide(tx: Tx, input: MatchEventSave) {
  if (input.type === "period" || !input.player_id) return;
  const [inSquad] =
    input.side === "club"
      ? await tx
          .select({ id: players.id })
          .from(players)
          .innerJoin(teams, eq(players.teamId, teams.id))
          .where(and(eq(players.id, input.player_id), eq(teams.kind, "first")))
      : [];
  if (!inSquad)
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      player_id: ["sports.staff.playerNotInSquad"],
    });
}

export async function saveMatchEvent({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: MatchEventSave;
}) {
  try {
    return await db.transaction(async (tx) => {
      const match = await rowById(tx, matches, input.match_id, true);
      if (!match) throw notFound();
      if (match.matchStatus === "postponed" || match.matchStatus === "cancelled")
        throw new AppError(409, "match_not_playable", "sports.staff.matchNotPlayable");
      if (input.type === "period" && input.period)
        await assertPeriodAhead(tx, match.id, input.period);
      if (match.matchStatus === "finished") await assertFinishedTakes(tx, match.id, input);
      else assertKickoffDue(match, input);
      await assertPlayerOfSide(tx, input);
      const [event] = await tx
        .insert(matchEvents)
        .values({
          matchId: input.match_id,
          type: input.type,
          side: input.type === "period" ? null : (input.side ?? null),
          period: input.type === "period" ? (input.period ?? null) : null,
          minute: input.minute,
          playerId: input.type === "period" ? null : (input.player_id ?? null),
          createdBy: actor.id,
        })
        .returning();
      return eventChanged(tx, actor, input.match_id, {
        action: "match_event.create",
        recordId: event!.id,
        before: null,
        after: eventRecord(event!),
      });
    });
  } catch (e) {
    const err = e as { cause?: { code?: string; constraint?: string } };
    if (err.cause?.code === "23503" && err.cause.constraint === "match_events_player_id_fkey")
      throw new AppError(422, "validation_failed", "errors.validation_failed", {
        player_id: ["sports.staff.unknownReference"],
      });
    throw referenceError(e) ?? e;
  }
}

/** Undoes one event (the control screen's undo removes the latest). */
export async function deleteMatchEvent({ db, actor, id }: AuditedCall) {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(matchEvents).where(eq(matchEvents.id, id));
    if (!event) throw notFound();
    // The match row first, as a new event does: two undos of one match run one after the other.
    const [match] = await tx
      .select({ status: matches.matchStatus })
      .from(matches)
      .where(eq(matches.id, event.matchId))
      .for("update");
    // The events decide the status once a period is undone: a postponed or cancelled match
    // would silently go back to live or scheduled. Its status changes first, on the form.
    if (match?.status === "postponed" || match?.status === "cancelled")
      throw new AppError(409, "match_not_playable", "sports.staff.matchNotPlayableUndo");
    const [gone] = await tx.delete(matchEvents).where(eq(matchEvents.id, id)).returning();
    if (!gone) throw notFound();
    return eventChanged(tx, actor, event.matchId, {
      action: "match_event.delete",
      recordId: id,
      before: eventRecord(event),
      after: null,
    });
  });
}
