import { useEffect, useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useLang, useT } from "../../../lib/i18n";
import { TableHead } from "../../components/data-table";
import { formatNumber } from "../../../lib/format";
import { CHART_COLORS, chartColor } from "../../components/chart-colors";

export type Share = { label: string; count: number; percent: number };

/** Recharts measures the page: charts are drawn after hydration only. */
function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * A chart's drawing: a `dir="ltr"` box hidden from screen readers (the table beside it holds the
 * figures), or "nothing to draw yet" when every count is zero.
 */
function ChartFigure({
  empty,
  className,
  style,
  testId,
  children,
}: {
  empty: boolean;
  className: string;
  style?: React.CSSProperties;
  testId: string;
  children: React.ReactElement;
}) {
  const t = useT();
  const mounted = useMounted();
  if (empty)
    return (
      <p className="text-gray-700" data-testid="result-no-chart">
        {t("results.noChart")}
      </p>
    );
  return (
    <figure dir="ltr" aria-hidden="true" className={className} style={style} data-testid={testId}>
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}

/** Numbers as the console writes them (Latin digits in Arabic too, as the rest of the console). */
export function useNumber() {
  const lang = useLang();
  return (n: number) => formatNumber(n, lang, { maximumFractionDigits: 2 });
}

/**
 * Shares of a whole (poll answers, a prediction split, a question's options, a 1-10 scale):
 * horizontal bars in a `dir="ltr"` box (bars grow left to right in every language) without text
 * inside the SVG, then one table that is both the legend (each row's colour, label in the page's
 * direction) and the figures for screen readers.
 */
export function ShareChart({
  caption,
  items,
  testId,
}: {
  caption: string;
  items: Share[];
  testId?: string;
}) {
  const t = useT();
  const num = useNumber();
  const data = items.map((s, i) => ({ key: String(i), percent: s.percent }));
  return (
    <div className="space-y-3" data-testid={testId}>
      <ChartFigure
        empty={items.every((s) => s.count === 0)}
        className="w-full"
        style={{ height: `${items.length * 36 + 16}px` }}
        testId="result-chart"
      >
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <XAxis type="number" domain={[0, 100]} hide />
          <YAxis type="category" dataKey="key" hide />
          <Bar
            dataKey="percent"
            isAnimationActive={false}
            radius={3}
            background={{ fill: "#f3f4f6" }}
          >
            {data.map((d, i) => (
              <Cell key={d.key} fill={chartColor(i)} />
            ))}
          </Bar>
        </BarChart>
      </ChartFigure>
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          labels={[t("results.option"), t("results.count"), t("results.percent")]}
          figures={2}
        />
        <tbody>
          {items.map((s, i) => (
            <tr key={s.label} className="border-b border-gray-200">
              <th scope="row" className="px-2 py-1 text-start font-normal">
                <span
                  aria-hidden="true"
                  className="me-2 inline-block size-3 rounded-sm align-middle"
                  style={{ background: chartColor(i) }}
                />
                {s.label}
              </th>
              <td className="px-2 py-1 text-end tabular-nums">{num(s.count)}</td>
              <td className="px-2 py-1 text-end tabular-nums">{num(s.percent)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Responses per day: columns left to right in time, then the same figures as a table. */
export function DayChart({
  caption,
  days,
}: {
  caption: string;
  days: { day: string; count: number }[];
}) {
  const t = useT();
  const num = useNumber();
  return (
    <div className="space-y-3">
      <ChartFigure
        empty={days.every((d) => d.count === 0)}
        className="h-56 w-full"
        testId="day-chart"
      >
        <BarChart
          accessibilityLayer={false}
          data={days}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Bar dataKey="count" fill={CHART_COLORS[0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <table className="sr-only">
        <caption className="sr-only">{caption}</caption>
        <TableHead labels={[t("results.day"), t("results.count")]} figures={1} />
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-b border-gray-200">
              <th scope="row" className="px-2 py-1 text-start font-normal">
                <bdi dir="ltr">{d.day}</bdi>
              </th>
              <td className="px-2 py-1 text-end tabular-nums">{num(d.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
