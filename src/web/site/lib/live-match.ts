import { useEffect, useState } from "react";
import { API_PREFIX } from "../../../shared/api";
import type { Lang } from "../../../shared/i18n";
import { IN_PLAY } from "../../../shared/sports/match-status";
import type { MatchDetailDto, MatchDto } from "../../../shared/sports/dtos";
import { browserApi } from "../../lib/api-client";

const HOUR = 3_600_000;
/** While the stream is down, the match is read this often. */
export const POLL_MS = 5_000;
/** After the server refused a stream (an error answer, not a dropped line), try again after this. */
const RETRY_MS = 15_000;

/**
 * Whether a page keeps a live stream open for a match: while it is in play, and from an hour
 * before a scheduled kick-off to three hours after it (so a kick-off reaches the page too).
 * Finished, postponed and cancelled matches and far fixtures open nothing: a fixtures list of
 * thirty matches opens one or two streams, not thirty.
 */
export function watchesLive(match: MatchDto, now: number): boolean {
  if (IN_PLAY.includes(match.status)) return true;
  if (match.status !== "scheduled") return false;
  const kickoff = Date.parse(match.kickoff_at);
  return now > kickoff - HOUR && now < kickoff + 3 * HOUR;
}

/**
 * The match as it is now: the server-rendered record, then each message of
 * `GET /api/v1/live/matches/:id`. When the stream drops, EventSource reconnects by itself and
 * the match is read every POLL_MS meanwhile; when the server refuses the stream, a new one is
 * tried after RETRY_MS, polling in between.
 */
export function useLiveMatch<M extends MatchDto>(
  initial: M,
  lang: Lang,
  /** auto: while `watchesLive`; always: whatever the status (the match page); off: never. */
  mode: "auto" | "always" | "off" = "auto",
): M | (M & MatchDetailDto) {
  const [match, setMatch] = useState<M | (M & MatchDetailDto)>(initial);
  useEffect(() => setMatch(initial), [initial]);
  const id = initial.id;
  const watch = mode === "always" || (mode === "auto" && watchesLive(initial, Date.now()));

  useEffect(() => {
    if (!watch || typeof EventSource === "undefined") return;
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;

    const apply = (next: MatchDetailDto) =>
      setMatch((prev) => ({ ...prev, ...next }) as M & MatchDetailDto);
    const readOnce = async () => {
      const res = await browserApi(`/website/matches/show/${id}`, {}, { lang });
      if (!stopped && res.ok) apply(res.results);
    };
    const startPolling = () => {
      if (poll || stopped) return;
      void readOnce();
      poll = setInterval(() => void readOnce(), POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const open = () => {
      if (stopped) return;
      const es = new EventSource(`${API_PREFIX}/live/matches/${id}?lang=${lang}`);
      source = es;
      es.addEventListener("open", stopPolling);
      es.addEventListener("match", (e) => {
        stopPolling();
        apply(JSON.parse((e as MessageEvent<string>).data) as MatchDetailDto);
      });
      es.addEventListener("gone", () => {
        es.close();
        stopPolling();
      });
      es.addEventListener("error", () => {
        startPolling();
        if (es.readyState === EventSource.CLOSED) {
          // Refused (or ended) rather than dropped: EventSource gives up; so do we, for a while.
          es.close();
          retry = setTimeout(open, RETRY_MS);
        }
      });
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      stopPolling();
      if (retry) clearTimeout(retry);
    };
  }, [id, lang, watch]);

  return match;
}
