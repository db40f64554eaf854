import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import { notFound } from "../../lib/app-error";
import { rowsWhere } from "../../lib/records";
import { riyadhDateTime } from "../../lib/time";
import type { Db } from "../../db/client";
import { players, teams } from "../../db/schema/sports";

type Ctx = { db: Db; lang: Lang };
type TeamRow = typeof teams.$inferSelect;
type PlayerRow = typeof players.$inferSelect;

export const PLAYERS_PER_PAGE = 30;

/** Whole years between a birth date (YYYY-MM-DD) and today in Riyadh. */
export function ageOn(birthDate: string, today = riyadhDateTime(new Date()).date): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function presentTeam(t: TeamRow, lang: Lang) {
  return {
    id: t.id,
    category_id: t.categoryId,
    name: localize(t.name, lang),
    kind: t.kind,
    image_url: t.imageUrl,
    ord: t.ord,
  };
}

/** The player shape of spec section 3; `clear` leaves out the biography and statistics. */
export function presentPlayer(p: PlayerRow, team: TeamRow | null, lang: Lang, clear = false) {
  const base = {
    id: p.id,
    Name: localize(p.name, lang),
    number: p.position === "Manegar" ? null : p.number,
    position: p.position,
    image_url: p.imageUrl,
    team: team ? { id: team.id, name: localize(team.name, lang), kind: team.kind } : null,
    nationality: p.nationality ? localize(p.nationality, lang) : null,
    dob: p.birthDate,
    age: p.birthDate ? ageOn(p.birthDate) : null,
    preferred_leg: p.preferredLeg,
    preferred_position: p.preferredPosition ? localize(p.preferredPosition, lang) : null,
  };
  return clear ? base : { ...base, bio: localize(p.bio, lang), statistics: p.statistics };
}

// The squad order a fan expects: goalkeepers, defenders, midfielders, forwards, then staff.
const positionOrder = sql`array_position(ARRAY['Goalkeeper','Defender','Midfielder','Forward','Manegar']::text[], ${players.position})`;

const playerQuery = (db: Db) =>
  db.select({ p: players, t: teams }).from(players).innerJoin(teams, eq(players.teamId, teams.id));

/** Published teams by ord; `withPlayers` nests each team's published players (lean). */
export async function listTeams({
  db,
  lang,
  categoryId,
  kind,
  withPlayers,
}: Ctx & { categoryId?: number; kind?: TeamRow["kind"]; withPlayers?: boolean }) {
  const where: SQL[] = [eq(teams.status, 1)];
  if (categoryId) where.push(eq(teams.categoryId, categoryId));
  if (kind) where.push(eq(teams.kind, kind));
  const rows = await rowsWhere(db, teams, where, [asc(teams.ord), asc(teams.id)]);
  if (!withPlayers || !rows.length) return rows.map((t) => presentTeam(t, lang));
  const squad = await playerQuery(db)
    .where(
      and(
        eq(players.status, 1),
        inArray(
          players.teamId,
          rows.map((t) => t.id),
        ),
      ),
    )
    .orderBy(positionOrder, asc(players.ord), asc(players.number), asc(players.id));
  return rows.map((t) => ({
    ...presentTeam(t, lang),
    players: squad
      .filter((s) => s.p.teamId === t.id)
      .map((s) => presentPlayer(s.p, s.t, lang, true)),
  }));
}

export async function showTeam({ db, lang, id }: Ctx & { id: number }) {
  const [team] = await listTeamRows(db, id);
  if (!team) throw notFound();
  const squad = await playerQuery(db)
    .where(and(eq(players.status, 1), eq(players.teamId, id)))
    .orderBy(positionOrder, asc(players.ord), asc(players.number), asc(players.id));
  return {
    ...presentTeam(team, lang),
    players: squad.map((s) => presentPlayer(s.p, s.t, lang, true)),
  };
}

const listTeamRows = (db: Db, id: number) =>
  db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.status, 1)));

/** Published players of published teams, squad order, paged. */
export async function listPlayers({
  db,
  lang,
  teamId,
  page = 1,
  perPage = PLAYERS_PER_PAGE,
  clear = false,
}: Ctx & { teamId?: number; page?: number; perPage?: number; clear?: boolean }) {
  const where: SQL[] = [eq(players.status, 1), eq(teams.status, 1)];
  if (teamId) where.push(eq(players.teamId, teamId));
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    playerQuery(db)
      .where(cond)
      .orderBy(
        asc(teams.ord),
        positionOrder,
        asc(players.ord),
        asc(players.number),
        asc(players.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(players)
      .innerJoin(teams, eq(players.teamId, teams.id))
      .where(cond),
  ]);
  return {
    items: rows.map((r) => presentPlayer(r.p, r.t, lang, clear)),
    page,
    perPage,
    total: count?.total ?? 0,
  };
}

export async function showPlayer({ db, lang, id }: Ctx & { id: number }) {
  const [row] = await playerQuery(db).where(
    and(eq(players.id, id), eq(players.status, 1), eq(teams.status, 1)),
  );
  if (!row) throw notFound();
  return presentPlayer(row.p, row.t, lang);
}
