/** The console charts' series colours (gate arrivals, results), in order; they repeat after the sixth. */
export const CHART_COLORS = ["#1d4ed8", "#15803d", "#b45309", "#7e22ce", "#be123c", "#0f766e"];

/** The colour of the `i`-th series or slice. */
export const chartColor = (i: number) => CHART_COLORS[i % CHART_COLORS.length];
