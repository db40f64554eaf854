import type { PredictionStatsDto } from "../../../../shared/engagement/dtos";
import { useT } from "../../../lib/i18n";

/**
 * The split of the fans' predictions: one labelled bar per outcome. Bars grow from the start
 * edge, so they read right to left in Arabic; the numbers are also given as text.
 */
export function PredictionSplit({
  stats,
  team,
  competitor,
}: {
  stats: PredictionStatsDto;
  team: string;
  competitor: string;
}) {
  const t = useT();
  const rows = [
    {
      key: "team",
      label: t("engagement.predict.wins", { team }),
      share: stats.team,
      bar: "bg-brand-700",
    },
    { key: "equal", label: t("engagement.predict.draw"), share: stats.equal, bar: "bg-gold-500" },
    {
      key: "competitor",
      label: t("engagement.predict.wins", { team: competitor }),
      share: stats.competitor,
      bar: "bg-ink/60",
    },
  ];
  return (
    <section aria-labelledby="prediction-split" className="mt-5">
      <h3 id="prediction-split" className="font-bold">
        {t("engagement.predict.split")}
      </h3>
      <ul className="mt-3 space-y-3" data-testid="prediction-split">
        {rows.map((r) => (
          <li key={r.key} data-outcome={r.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span>{r.label}</span>
              <span className="font-bold" data-testid={`percent-${r.key}`}>
                <bdi dir="ltr">{r.share.percent}%</bdi>
              </span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-black/10" aria-hidden="true">
              <div
                className={`h-full rounded-full ${r.bar}`}
                style={{ inlineSize: `${r.share.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        {t("engagement.predict.total", { n: stats.total })}
      </p>
    </section>
  );
}
