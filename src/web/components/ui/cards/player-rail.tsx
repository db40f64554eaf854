import { Carousel } from "../carousel";
import { chunk, usePerPage } from "../../../lib/use-per-page";
import { PlayerCard, type PlayerCardData } from "./player-card";

/**
 * The first-team slider: the first 10 players, a page of cards at a time (2, 3 or 4 by width),
 * with pagination dots; with `interval` it moves on by itself (4 s on Home, spec section 9),
 * pausable and still under reduced motion.
 */
export function PlayerRail({
  players,
  label,
  limit = 10,
  interval = 0,
}: {
  players: PlayerCardData[];
  label: string;
  limit?: number;
  interval?: number;
}) {
  const perPage = usePerPage({ small: 2, medium: 3, large: 4 });
  const pages = chunk(players.slice(0, limit), perPage);
  return (
    <Carousel
      items={pages}
      label={label}
      interval={interval}
      controls="below"
      render={(group) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 lg:gap-4">
          {group.map((p) => (
            <li key={p.id} className="player-card-in">
              <PlayerCard player={p} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
