import { useEffect, useId, useState } from "react";
import type { PlayerDto } from "../../../shared/sports/dtos";
import { useT } from "../../lib/i18n";
import { PlayerCard } from "./player-card";

/** Cards per page by width (spec breakpoints 600 and 992). */
function usePerPage() {
  const [perPage, setPerPage] = useState(4);
  useEffect(() => {
    const small = window.matchMedia("(max-width: 599px)");
    const medium = window.matchMedia("(max-width: 991px)");
    const update = () => setPerPage(small.matches ? 2 : medium.matches ? 3 : 4);
    update();
    small.addEventListener("change", update);
    medium.addEventListener("change", update);
    return () => {
      small.removeEventListener("change", update);
      medium.removeEventListener("change", update);
    };
  }, []);
  return perPage;
}

/** The first-team slider: the first 10 players, a page of cards at a time, with pagination dots. */
export function PlayerRail({
  players,
  label,
  limit = 10,
}: {
  players: PlayerDto[];
  label: string;
  limit?: number;
}) {
  const t = useT();
  const id = useId();
  const perPage = usePerPage();
  const items = players.slice(0, limit);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const from = current * perPage;
  const visible = items.slice(from, from + perPage);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <ul
        id={id}
        aria-live="polite"
        aria-label={t("sports.players.slides", { from: from + 1, to: from + visible.length })}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 lg:gap-4"
      >
        {visible.map((p) => (
          <li key={p.id}>
            <PlayerCard player={p} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <ul className="mt-4 flex justify-center gap-1">
          {Array.from({ length: pages }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                aria-controls={id}
                aria-current={i === current ? "true" : undefined}
                aria-label={t("sports.players.goTo", {
                  from: i * perPage + 1,
                  to: Math.min(items.length, (i + 1) * perPage),
                })}
                onClick={() => setPage(i)}
                className="inline-flex size-8 items-center justify-center"
              >
                <span
                  className={`block size-3 rounded-full ${i === current ? "bg-brand-700" : "bg-brand-100 ring-1 ring-brand-700/40"}`}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
