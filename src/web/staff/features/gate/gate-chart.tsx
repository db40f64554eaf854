import { useEffect, useMemo, useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Lang } from "../../../../shared/i18n";
import { formatDate } from "../../../lib/format";
import { useLang } from "../../../lib/i18n";
import { chartColor } from "../../components/chart-colors";

type Timeline = Array<{ at: string; gate: string; checked_in: number }>;
type GateChartProps = { timeline: Timeline; label: string };

/**
 * A quarter hour's label on the axis and in the tooltip: 24-hour Riyadh time in every language.
 * A 12-hour Arabic time carries its AM/PM mark ("06:30 ص"), which the chart's left-to-right
 * drawing put on the wrong side ("ص 06:30").
 */
export function axisTime(iso: string, lang: Lang): string {
  return formatDate(iso, lang, {
    weekday: undefined,
    day: undefined,
    month: undefined,
    year: undefined,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

/** One row per quarter hour, in time order, with each gate's people in. */
export function gateChartRows(timeline: Timeline, lang: Lang) {
  const gates = [...new Set(timeline.map((p) => p.gate))];
  const byAt = new Map<string, Record<string, number | string>>();
  for (const p of timeline) {
    const row = byAt.get(p.at) ?? { at: axisTime(p.at, lang) };
    row[p.gate] = Number(row[p.gate] ?? 0) + p.checked_in;
    byAt.set(p.at, row);
  }
  const rows = [...byAt.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r);
  return { rows, gates };
}

/**
 * People in per gate per quarter hour, stacked. Charts read left to right in every language
 * (time runs left to right), so the chart sits in a `dir="ltr"` box; its labels are localized.
 */
export function GateChart({ timeline, label }: GateChartProps) {
  const lang = useLang();
  // Recharts measures the page: drawn after hydration only.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { rows, gates } = useMemo(() => gateChartRows(timeline, lang), [timeline, lang]);

  return (
    <figure dir="ltr" className="h-72 w-full" aria-label={label} data-testid="gate-chart">
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="at" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {gates.map((g, i) => (
              <Bar key={g} dataKey={g} stackId="in" fill={chartColor(i)} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}
