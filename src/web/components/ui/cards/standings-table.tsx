import type { StandingRowDto } from "../../../../shared/sports/dtos";
import { useT } from "../../../lib/i18n";
import { LazyImage } from "../lazy-image";

const COLS = ["p", "w", "d", "l", "gd", "pts"] as const;
/** Drawn, lost and goal difference give way on phones so points always fit. */
const WIDE_ONLY = new Set<string>(["d", "l", "gd"]);

/** A league table with our club highlighted; `compact` keeps P, W and Pts only (home preview). */
export function StandingsTable({
  rows,
  caption,
  compact = false,
}: {
  rows: StandingRowDto[];
  caption: string;
  compact?: boolean;
}) {
  const t = useT();
  const cols = compact ? (["p", "w", "pts"] as const) : COLS;
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-center text-sm md:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-800 text-white">
          <tr>
            <th scope="col" className="px-2 py-3">
              <abbr title={t("sports.table.posFull")} className="no-underline">
                {t("sports.table.pos")}
              </abbr>
            </th>
            <th scope="col" className="px-2 py-3 text-start">
              {t("sports.table.club")}
            </th>
            {cols.map((c) => (
              <th
                key={c}
                scope="col"
                className={`px-2 py-3 ${WIDE_ONLY.has(c) ? "hidden sm:table-cell" : ""}`}
              >
                <abbr title={t(`sports.table.${c}Full`)} className="no-underline">
                  {t(`sports.table.${c}`)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.id}
              className={`border-t border-black/5 ${r.club.is_own ? "bg-gold-400/25 font-bold" : ""}`}
            >
              <td className="px-2 py-2 tabular-nums">{r.pos}</td>
              <th scope="row" className="px-2 py-2 text-start font-[inherit]">
                <span className="flex items-center gap-2">
                  <LazyImage src={r.club.image_url} width={24} height={28} className="h-7 w-auto" />
                  {r.club.Name}
                  {r.club.is_own ? (
                    <span className="sr-only">({t("sports.table.ours")})</span>
                  ) : null}
                </span>
              </th>
              {cols.map((c) => (
                <td
                  key={c}
                  className={`px-2 py-2 tabular-nums ${WIDE_ONLY.has(c) ? "hidden sm:table-cell" : ""}`}
                  dir={c === "gd" ? "ltr" : undefined}
                >
                  {c === "pts"
                    ? (r.other_info.pts ?? r.pts)
                    : c === "gd" && r.gd > 0
                      ? `+${r.gd}`
                      : r[c]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
