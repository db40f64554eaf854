import type { PlayerDto } from "../../../../shared/sports/dtos";
import { slugify, useT } from "../../../lib/i18n";
import { PICTURE } from "../lazy-image";
import { PageImage } from "../page-image";
import { ManagerIcon } from "../icons";
import { CardLink } from "../local-link";

export const playerPath = (p: { id: number; Name: string }) =>
  `/players/show/${p.id}/${slugify(p.Name)}`;

/** What a player's card shows; a page that sends players to the browser can send only these. */
export type PlayerCardData = Pick<PlayerDto, "id" | "Name" | "number" | "position" | "image_url">;

/** A player cut to the card's fields (Home's players block). */
export const playerCardData = ({ id, Name, number, position, image_url }: PlayerDto) => ({
  id,
  Name,
  number,
  position,
  image_url,
});

/**
 * A shirt number drawn large as decoration (an SVG, hidden from assistive technology: the
 * text beside it names the number).
 */
export function ShirtNumber({ n, className }: { n: number; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 120 100" className={className}>
      <text
        x="60"
        y="86"
        textAnchor="middle"
        fontSize="92"
        fontWeight="700"
        fill="currentColor"
        fontFamily="inherit"
      >
        {n}
      </text>
    </svg>
  );
}

/**
 * A player's portrait in its frame (`className`), the shirt number large over it
 * (`numberClassName`; the text beside it names the number for readers); a manager has none.
 * `lead`: the page's first picture, loaded at once.
 */
export function PlayerPortrait({
  player,
  lead = false,
  className,
  numberClassName,
}: {
  player: Pick<PlayerDto, "image_url" | "position" | "number">;
  lead?: boolean;
  className: string;
  numberClassName: string;
}) {
  return (
    <div className={className}>
      <PageImage lead={lead} src={player.image_url} {...PICTURE.player} />
      {player.position !== "Manegar" && player.number !== null ? (
        <ShirtNumber n={player.number} className={numberClassName} />
      ) : null}
    </div>
  );
}

/** A player card that opens the player's page; position 'Manegar' shows as manager with an icon and no number. */
export function PlayerCard({ player }: { player: PlayerCardData }) {
  const t = useT();
  const manager = player.position === "Manegar";
  return (
    <article className="card card-interactive group relative overflow-hidden">
      <PlayerPortrait
        player={player}
        className="photo-duotone relative aspect-[4/5] overflow-hidden"
        numberClassName="absolute bottom-1 end-1 z-10 h-24 w-28 text-white/30"
      />
      <div className="flex items-center gap-3 p-3">
        {manager ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pitch-900 text-accent-400">
            <ManagerIcon />
          </span>
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pitch-900 text-lg font-bold text-accent-400 tabular-nums">
            <span className="sr-only">
              {t("sports.players.number", { n: player.number ?? "" })}
            </span>
            <span aria-hidden="true">{player.number}</span>
          </span>
        )}
        <div className="min-w-0">
          <h3 className="font-bold leading-tight break-words">
            <CardLink to={playerPath(player)}>{player.Name}</CardLink>
          </h3>
          <p className="text-sm text-ink-muted">
            {t(`sports.players.positions.${player.position}`)}
          </p>
        </div>
      </div>
    </article>
  );
}

/** Players as a grid of their cards (the first-team section, a junior team on a player's page). */
export function PlayerGrid({ players }: { players: PlayerCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {players.map((p) => (
        <li key={p.id}>
          <PlayerCard player={p} />
        </li>
      ))}
    </ul>
  );
}
