import { useEffect, useRef, useState } from "react";
import { API_PREFIX } from "../../../../shared/api";
import type { MessageKey } from "../../../../shared/i18n";
import {
  currentMinute,
  type MatchEventType,
  type MatchPeriod,
  type MatchSide,
} from "../../../../shared/sports/match-status";
import { useNow } from "../../../lib/clock";
import { useLang, useT } from "../../../lib/i18n";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Field, Notice, SelectField } from "../../components/field";
import { errorText } from "../../lib/form-errors";
import { StaffApiError, staffCall } from "../../lib/staff-api";
import type { MatchOptions, StaffMatch } from "../../../../shared/staff/sports-dtos";

type MatchState = Pick<StaffMatch, "status" | "events">;

/** The period the big period button starts next, from where the match stands. */
export function nextPeriod(match: MatchState): MatchPeriod | null {
  const last = match.events.findLast((e) => e.type === "period")?.period ?? null;
  if (match.status === "postponed" || match.status === "cancelled" || match.status === "finished")
    return null;
  if (!last) return "first_half";
  if (last === "first_half") return "half_time";
  if (last === "half_time") return "second_half";
  if (last === "second_half") return "full_time";
  return null;
}

/** Why the control screen records nothing on this match, or null when it does. */
export function closedAs(match: MatchState): "postponed" | "cancelled" | "finished" | null {
  if (match.status === "postponed" || match.status === "cancelled") return match.status;
  if (match.status === "finished" && match.events.length === 0) return "finished";
  return null;
}

const bigButton =
  "flex min-h-20 w-full flex-col items-center justify-center rounded-2xl px-3 py-3 text-xl font-bold shadow-sm active:scale-[0.98] disabled:opacity-50";
const smallButton =
  "flex min-h-14 w-full items-center justify-center rounded-xl border-2 px-2 py-2 font-bold active:scale-[0.98] disabled:opacity-50";

/** A side's smaller events under its goal button, each in its own colours. */
const SMALL_EVENTS = [
  {
    type: "yellow_card",
    label: "sports.live.types.yellow_card",
    colours: "border-amber-500 bg-amber-100 text-ink",
  },
  {
    type: "red_card",
    label: "sports.live.types.red_card",
    colours: "border-red-700 bg-red-50 text-red-900",
  },
  { type: "penalty_goal", label: "sports.live.penalty", colours: "border-gray-400 bg-white" },
  { type: "own_goal", label: "sports.live.ownGoal", colours: "border-gray-400 bg-white" },
  {
    type: "substitution",
    label: "sports.live.types.substitution",
    colours: "col-span-2 border-brand-700 bg-white text-brand-900",
  },
] as const satisfies readonly { type: MatchEventType; label: MessageKey; colours: string }[];

/**
 * The player a tap names: the one chosen in the scorer list (our squad), sent with our side's
 * events and with the opponent's scoring ones (the server refuses our player on the opponent's
 * goal rather than a goal being recorded for the wrong team with its scorer dropped). An
 * opponent's card or substitution never names our player: the chosen scorer is left for our next
 * goal instead of every such tap for the opponent being refused until "No player" is chosen.
 */
export function playerOfTap(
  type: MatchEventType,
  side: MatchSide | null,
  playerId: string,
): number | null {
  if (!side || !playerId) return null;
  if (
    side === "opponent" &&
    (type === "yellow_card" || type === "red_card" || type === "substitution")
  )
    return null;
  return Number(playerId);
}

/**
 * The match control screen, made for a phone at the stadium: the score, the minute, a big goal
 * button per team, cards, the next period, and undo of the last action. Every tap is one call;
 * the screen also follows the live stream, so two phones on one match stay in step.
 */
export function LiveControl({
  initial,
  options,
  clubName,
}: {
  initial: StaffMatch;
  options: MatchOptions;
  clubName: string;
}) {
  const t = useT();
  const lang = useLang();
  const now = useNow();
  const [match, setMatch] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  // The server's question when the kick-off is well before the match's date (kickoff_early).
  const [early, setEarly] = useState<string | null>(null);
  const [minuteText, setMinuteText] = useState("");
  const [playerId, setPlayerId] = useState("");
  const busyRef = useRef(false);

  const opponent = options.clubs.find((c) => c.id === match.competitor_club_id)?.name ?? "";
  const lastPeriod = match.events.findLast((e) => e.type === "period");
  const autoMinute =
    currentMinute(
      match.status,
      lastPeriod?.period ? { name: lastPeriod.period, started_at: lastPeriod.created_at } : null,
      now,
    ) ?? (lastPeriod?.period === "half_time" ? 45 : lastPeriod?.period === "full_time" ? 90 : 0);
  const typed = Number.parseInt(minuteText, 10);
  const minute = Number.isInteger(typed) && typed >= 0 && typed <= 150 ? typed : autoMinute;

  const reload = async () => {
    try {
      setMatch(await staffCall("/matches/get", { id: match.id }, { lang }));
    } catch {
      // The next tap or message tries again.
    }
  };

  // Another phone's change arrives through the public live stream: read the record again.
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const es = new EventSource(`${API_PREFIX}/live/matches/${match.id}?lang=${lang}`);
    let first = true;
    es.addEventListener("match", () => {
      if (first) first = false;
      else if (!busyRef.current) void reload();
    });
    return () => es.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [match.id, lang]);

  const run = async (action: () => Promise<unknown>, message: string, keepPlayer = false) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError("");
    setDone("");
    try {
      await action();
      setMinuteText("");
      if (!keepPlayer) setPlayerId("");
      await reload();
      setDone(message);
    } catch (e) {
      if (e instanceof StaffApiError && e.code === "kickoff_early") setEarly(errorText(e, t));
      else setError((e instanceof StaffApiError && e.errors.player_id?.[0]) || errorText(e, t));
      // A refused tap (another phone got there first): show where the match now stands.
      await reload();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const record = (
    type: MatchEventType,
    side: MatchSide | null,
    period?: MatchPeriod,
    confirmEarly = false,
  ) => {
    const player = playerOfTap(type, side, playerId);
    return run(
      () =>
        staffCall(
          "/match-events/save",
          {
            match_id: match.id,
            type,
            ...(side ? { side } : {}),
            ...(period ? { period } : {}),
            minute,
            ...(player !== null ? { player_id: player } : {}),
            ...(confirmEarly ? { confirm_early: true } : {}),
          },
          { lang },
        ),
      period
        ? t(`sports.live.periods.${period}`)
        : `${t(`sports.live.types.${type}`)} · ${side === "club" ? clubName : opponent}`,
      // A scorer the tap did not name stays chosen.
      player === null,
    );
  };

  const last = match.events.at(-1);
  const undo = () =>
    last
      ? run(
          () => staffCall("/match-events/delete", { id: last.id }, { lang }),
          t("sports.console.undone"),
        )
      : undefined;

  const home = match.our_stadium;
  const sides: { side: MatchSide; name: string; goals: number | null }[] = [
    { side: "club", name: clubName, goals: match.team_goals },
    { side: "opponent", name: opponent, goals: match.competitor_team_goals },
  ];
  const ordered = home ? sides : [...sides].reverse();
  const next = nextPeriod(match);
  // A postponed or cancelled match records nothing (the server refuses each tap): its buttons
  // are off, undo too, and the screen says why. So does a finished match whose result was
  // entered on the form (no events): a first event would replace that result with its count.
  const closed = closedAs(match);
  const off = busy || closed !== null;

  return (
    <div className="mx-auto max-w-md space-y-4">
      <section
        aria-label={t("sports.live.liveScore")}
        className="rounded-2xl bg-brand-800 p-4 text-center text-white"
      >
        <p className="text-sm font-bold">
          {t(`sports.status.${match.status}`)}
          {match.status === "live" ? ` · ${t("sports.live.minute", { n: autoMinute })}` : ""}
        </p>
        <p className="mt-2 grid grid-cols-[1fr_auto_1fr] items-center gap-2" aria-live="polite">
          <span className="text-lg font-bold leading-tight">{ordered[0]!.name}</span>
          <span className="text-5xl font-bold tabular-nums" data-testid="control-score">
            {closed && ordered[0]!.goals === null ? (
              "–"
            ) : (
              <>
                <bdi>{ordered[0]!.goals ?? 0}</bdi> – <bdi>{ordered[1]!.goals ?? 0}</bdi>
              </>
            )}
          </span>
          <span className="text-lg font-bold leading-tight">{ordered[1]!.name}</span>
        </p>
      </section>

      <ConfirmDialog
        isOpen={early !== null}
        onOpenChange={(open) => {
          if (!open) setEarly(null);
        }}
        title={t("sports.console.kickoffEarlyTitle")}
        body={<p>{early}</p>}
        confirmLabel={t("sports.console.kickoffEarlyConfirm")}
        onConfirm={() => record("period", null, "first_half", true)}
      />
      {closed ? <Notice tone="info">{t(`sports.console.closed.${closed}`)}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {done && !error ? <Notice tone="success">{done}</Notice> : null}

      {/* The scorer list holds our squad only: it sits above our buttons, whichever side they
          are on (an away match shows the opponent first), and the minute above theirs. */}
      <div className="grid grid-cols-2 items-end gap-3">
        {ordered.map(({ side }) =>
          side === "club" ? (
            <SelectField
              key={side}
              label={t("sports.console.scorer")}
              value={playerId}
              disabled={closed !== null}
              onChange={(e) => {
                setPlayerId(e.target.value);
                // A refusal spoke of the tap with the choice before (a player not in the squad).
                setError("");
              }}
            >
              <option value="">{t("sports.console.noPlayer")}</option>
              {options.players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.number ? `${p.number}. ` : ""}
                  {p.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <Field
              key={side}
              label={t("sports.console.minute")}
              hint={t("sports.console.minuteHint", { n: autoMinute })}
              type="number"
              inputMode="numeric"
              min={0}
              max={150}
              value={minuteText}
              disabled={closed !== null}
              placeholder={String(autoMinute)}
              onChange={(e) => setMinuteText(e.target.value)}
              inputClassName="block min-h-14 w-full rounded-xl border border-gray-400 px-3 text-center text-2xl font-bold tabular-nums"
            />
          ),
        )}
      </div>

      <div className="grid grid-cols-2 gap-3">
        {ordered.map(({ side, name }) => (
          <div key={side} className="space-y-2">
            <button
              type="button"
              disabled={off}
              onClick={() => void record("goal", side)}
              className={`${bigButton} ${side === "club" ? "bg-brand-700 text-white" : "bg-gray-800 text-white"}`}
            >
              {t("sports.console.goal")}
              <span className="text-sm font-normal">{name}</span>
            </button>
            <div className="grid grid-cols-2 gap-2">
              {SMALL_EVENTS.map(({ type, label, colours }) => (
                <button
                  key={type}
                  type="button"
                  disabled={off}
                  onClick={() => void record(type, side)}
                  className={`${smallButton} ${colours}`}
                >
                  {t(label)}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>

      <div className="grid grid-cols-2 gap-3">
        {next ? (
          <button
            type="button"
            disabled={off}
            onClick={() => void record("period", null, next)}
            className={`${bigButton} bg-gold-500 text-ink`}
          >
            {t(`sports.console.start.${next}`)}
          </button>
        ) : (
          <p className="flex items-center justify-center rounded-2xl bg-gray-100 p-3 text-center font-bold">
            {t(`sports.status.${match.status}`)}
          </p>
        )}
        <button
          type="button"
          disabled={off || !last}
          onClick={() => void undo()}
          className={`${bigButton} border-2 border-red-700 bg-white text-red-800`}
        >
          {t("sports.console.undo")}
          {last ? (
            <span className="text-sm font-normal">
              {last.type === "period" && last.period
                ? t(`sports.live.periods.${last.period}`)
                : t(`sports.live.types.${last.type}`)}{" "}
              · {t("sports.live.minuteShort", { n: last.minute })}
            </span>
          ) : null}
        </button>
      </div>

      <section aria-labelledby="control-events">
        <h2 id="control-events" className="mb-2 text-lg font-bold">
          {t("sports.live.events")}
        </h2>
        {match.events.length === 0 ? (
          <p className="text-gray-700">{t("sports.live.noEvents")}</p>
        ) : (
          <ol className="divide-y rounded-xl border border-gray-300 bg-white">
            {[...match.events].reverse().map((e) => (
              <li key={e.id} className="flex items-center gap-3 px-3 py-2">
                <span className="w-12 shrink-0 font-bold tabular-nums">
                  {t("sports.live.minuteShort", { n: e.minute })}
                </span>
                <span className="flex-1">
                  {e.type === "period" && e.period
                    ? t(`sports.live.periods.${e.period}`)
                    : t(`sports.live.types.${e.type}`)}
                  {e.side ? ` · ${e.side === "club" ? clubName : opponent}` : ""}
                  {e.player ? ` · ${e.player.name}` : ""}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
