import { useNow } from "../../lib/clock";
import { useT } from "../../lib/i18n";

/** Days, hours and minutes left, or null once kick-off has passed. */
export function timeLeft(
  kickoffIso: string,
  now: number,
): { days: number; hours: number; minutes: number } | null {
  const ms = Date.parse(kickoffIso) - now;
  if (ms <= 0) return null;
  const total = Math.ceil(ms / 60_000);
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

/** Kick-off countdown on the global 30 s tick; at zero it turns into the match-on message. */
export function Countdown({
  kickoff,
  tone = "light",
}: {
  kickoff: string;
  tone?: "light" | "dark";
}) {
  const t = useT();
  const left = timeLeft(kickoff, useNow());
  const box = tone === "dark" ? "bg-white/10 text-white" : "bg-surface-sunken text-pitch-900";
  if (!left) {
    return (
      <p role="status" className={`rounded-xl px-4 py-3 text-center text-lg font-bold ${box}`}>
        {t("sports.matches.matchOn")}
      </p>
    );
  }
  const parts = [
    [left.days, t("sports.matches.days")],
    [left.hours, t("sports.matches.hours")],
    [left.minutes, t("sports.matches.minutes")],
  ] as const;
  return (
    <div
      role="timer"
      aria-label={t("sports.matches.countdown")}
      className="flex justify-center gap-2"
      suppressHydrationWarning
    >
      {parts.map(([n, label]) => (
        <p
          key={label}
          className={`flex min-w-16 flex-col items-center rounded-xl px-3 py-2 ${box}`}
        >
          <span className="text-2xl font-bold tabular-nums" suppressHydrationWarning>
            {String(n).padStart(2, "0")}
          </span>
          <span className="text-xs">{label}</span>
        </p>
      ))}
    </div>
  );
}
