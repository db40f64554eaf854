/** Unicode's first strong isolate and pop directional isolate: `<bdi>` for text-only places. */
const FSI = "\u2068";
const PDI = "\u2069";
/**
 * The word joiner: no line break on either side of it. Invisible and without width (a default
 * ignorable character), so no font has to draw it.
 */
const WJ = "\u2060";

/** A season ("2025-2026", "2025/26") as it stands in a championship's title. */
const SEASON = /(\d{4})([-/])(\d{2,4})/g;

/**
 * A text with each season in it set apart by Unicode isolates, for places that hold text only
 * (an `<option>`, a list's text, a table's caption) and for a championship's title wherever the
 * site and the console show it. After Arabic words the bidi rules read the digits as Arabic
 * numbers and the dash between them as neutral, showing "2025-2026" as "2026-2025"; isolated,
 * the season reads left to right as the season column shows it. A word joiner after the dash or
 * slash keeps the season on one line: on a narrow card the browser would otherwise break it
 * after the dash ("2026-" above "2027").
 */
export function isolateSeasons(text: string): string {
  return text.replace(
    SEASON,
    (_, from: string, separator: string, to: string) => `${FSI}${from}${separator}${WJ}${to}${PDI}`,
  );
}
