import type { MatchDto } from "../../../shared/sports/dtos";
import { TIMINGS } from "../../../shared/platform/timings";
import { Carousel } from "../../components/ui/carousel";
import { chunk, usePerPage } from "../../lib/use-per-page";
import { MatchCard } from "./match-card";

/**
 * Home's upcoming matches: one, two or three cards at a time by width, moving on every 3 s
 * (spec section 9), pausable, still under reduced motion. The very next match carries the
 * countdown.
 */
export function MatchesSlider({ matches, label }: { matches: MatchDto[]; label: string }) {
  const perPage = usePerPage({ small: 1, medium: 2, large: 3 });
  const first = matches[0]?.id;
  return (
    <Carousel
      items={chunk(matches, perPage)}
      label={label}
      interval={TIMINGS.upcomingMatchesRotateMs}
      controls="below"
      render={(group) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {group.map((m) => (
            <MatchCard key={m.id} match={m} countdown={m.id === first} />
          ))}
        </ul>
      )}
    />
  );
}
