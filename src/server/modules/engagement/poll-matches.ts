import { sql, type SQL } from "drizzle-orm";
import type { PollMatchChoice, PollMatchesFilter } from "../../../shared/engagement/polls-staff";
import { translate, type Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { likePattern } from "../../lib/records";
import { riyadhInput } from "./keyed-staff";

type Localized = Partial<Record<Lang, string>> | null;
const pick = (v: Localized, lang: Lang) => (v ? v[lang] || v.ar || "" : "");

/**
 * The matches the poll form's picker offers (`/staff/polls/matches`): both teams in `lang` (the
 * club's own name from its own club record, the home side first), the Riyadh kick-off and the
 * championship; searched by the opponent's or the championship's name in any language, or
 * limited to one Riyadh day or one match. Upcoming matches come first, soonest first, then
 * past ones, latest first.
 */
export async function pollMatchChoices({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: PollMatchesFilter;
}): Promise<{ data: PollMatchChoice[]; total: number }> {
  const conds: SQL[] = [];
  if (filter.id) conds.push(sql`m.id = ${filter.id}`);
  if (filter.search) {
    const p = likePattern(filter.search);
    conds.push(sql`(c.name::text ILIKE ${p} OR ch.title::text ILIKE ${p})`);
  }
  if (filter.date)
    conds.push(sql`(m.kickoff_at AT TIME ZONE 'Asia/Riyadh')::date = ${filter.date}::date`);
  const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  const from = sql`FROM matches m
    JOIN clubs c ON c.id = m.competitor_club_id
    JOIN championships ch ON ch.id = m.championship_id`;
  const { rows } = await db.execute<{
    id: number;
    kickoff_at: string;
    our_stadium: boolean;
    competitor: Localized;
    championship: Localized;
    own: Localized;
  }>(sql`
    SELECT m.id, m.kickoff_at, m.our_stadium, c.name AS competitor, ch.title AS championship,
           (SELECT o.name FROM clubs o WHERE o.is_own ORDER BY o.id LIMIT 1) AS own
      ${from} ${where}
     ORDER BY (m.kickoff_at >= now()) DESC,
              CASE WHEN m.kickoff_at >= now() THEN m.kickoff_at END ASC,
              m.kickoff_at DESC, m.id DESC
     LIMIT ${filter.per_page} OFFSET ${(filter.page - 1) * filter.per_page}`);
  const {
    rows: [count],
  } = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from} ${where}`);
  return {
    total: count?.total ?? 0,
    data: rows.map((r) => {
      const us = pick(r.own, lang) || translate(lang, "app.clubName");
      const them = pick(r.competitor, lang);
      return {
        id: r.id,
        home: r.our_stadium ? us : them,
        away: r.our_stadium ? them : us,
        kickoff_at: riyadhInput(new Date(r.kickoff_at)) ?? "",
        championship: pick(r.championship, lang),
      };
    }),
  };
}
