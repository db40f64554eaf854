import type { MatchDto } from "../../../shared/sports/dtos";
import { MatchCardView } from "../../components/ui/cards/match-card";
import { useLang } from "../../lib/i18n";
import { useLiveMatch } from "../lib/live-match";
import { useSiteData } from "../lib/site-data";
import { Countdown } from "./countdown";

export { matchPath, MatchStatusBadge, sportsEventLd } from "../../components/ui/cards/match-card";

/**
 * One fixture or result (components/ui/cards/match-card), kept current by the live stream while
 * it is played, with the club's crest from the site settings.
 */
export function MatchCard({
  match: initial,
  countdown = false,
  as = "li",
  link = true,
  live = true,
}: {
  match: MatchDto;
  countdown?: boolean;
  as?: "li" | "div";
  /** A link to the match page (not on the match page itself). */
  link?: boolean;
  /** false: the caller keeps the match current itself (the match page). */
  live?: boolean;
}) {
  const lang = useLang();
  const match = useLiveMatch(initial, lang, live ? "auto" : "off");
  const { settings } = useSiteData();
  return (
    <MatchCardView
      match={match}
      logo={settings?.logo}
      as={as}
      link={link}
      footer={(started) =>
        countdown && !started ? (
          <div className="mt-3">
            <Countdown kickoff={match.kickoff_at} />
          </div>
        ) : null
      }
    />
  );
}
