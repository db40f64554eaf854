import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import { notFound } from "../../lib/app-error";
import { rowsWhere } from "../../lib/records";
import type { Db } from "../../db/client";
import { championshipResults } from "../../db/schema/sports";
import { championshipTypes, championships, clubs } from "../../db/schema/sports";
import { figuresOf } from "./standings-table";

type Ctx = { db: Db; lang: Lang };
type ChampionshipRow = typeof championships.$inferSelect;
type TypeRow = typeof championshipTypes.$inferSelect;

function presentType(t: TypeRow, lang: Lang) {
  return {
    id: t.id,
    ord: t.ord,
    title: localize(t.title, lang),
    titles: t.title,
    logo_url: t.logoUrl,
  };
}

function presentChampionship(c: ChampionshipRow, type: TypeRow | null, lang: Lang) {
  return {
    id: c.id,
    type_id: c.typeId,
    title: localize(c.title, lang),
    logo_url: c.logoUrl,
    season: c.season,
    ord: c.ord,
    type: type ? { id: type.id, title: localize(type.title, lang), logo_url: type.logoUrl } : null,
  };
}

const championshipQuery = (db: Db) =>
  db
    .select({ c: championships, t: championshipTypes })
    .from(championships)
    .leftJoin(championshipTypes, eq(championships.typeId, championshipTypes.id));

/** Published championships, newest season first, optionally of one type. */
export async function listChampionships({ db, lang, typeId }: Ctx & { typeId?: number }) {
  const where: SQL[] = [eq(championships.status, 1)];
  if (typeId) where.push(eq(championships.typeId, typeId));
  const rows = await championshipQuery(db)
    .where(and(...where))
    .orderBy(desc(championships.season), asc(championships.ord), asc(championships.id));
  return rows.map((r) => presentChampionship(r.c, r.t, lang));
}

export async function showChampionship({ db, lang, id }: Ctx & { id: number }) {
  const [row] = await championshipQuery(db).where(
    and(eq(championships.id, id), eq(championships.status, 1)),
  );
  if (!row) throw notFound();
  return presentChampionship(row.c, row.t, lang);
}

/** Championship types by ord; `withChampionships` nests each type's championships. */
export async function listChampionshipTypes({
  db,
  lang,
  id,
  withChampionships,
}: Ctx & { id?: number; withChampionships?: boolean }) {
  const where: SQL[] = [eq(championshipTypes.status, 1)];
  if (id) where.push(eq(championshipTypes.id, id));
  const types = await rowsWhere(db, championshipTypes, where, [
    asc(championshipTypes.ord),
    asc(championshipTypes.id),
  ]);
  if (id && !types.length) throw notFound();
  if (!withChampionships) return types.map((t) => presentType(t, lang));
  const all = await listChampionships({ db, lang });
  return types.map((t) => ({
    ...presentType(t, lang),
    championships: all.filter((c) => c.type_id === t.id),
  }));
}

function presentRow(
  r: typeof championshipResults.$inferSelect,
  club: typeof clubs.$inferSelect,
  lang: Lang,
) {
  return {
    id: r.id,
    championship_id: r.championshipId,
    pos: r.pos,
    club: {
      id: club.id,
      Name: localize(club.name, lang),
      image_url: club.imageUrl,
      is_own: club.isOwn,
    },
    ...figuresOf(r),
    gd: r.gf - r.ga,
    other_info: { ...r.otherInfo, pts: r.otherInfo.pts ?? r.pts },
  };
}

const rowsQuery = (db: Db) =>
  db
    .select({ r: championshipResults, club: clubs })
    .from(championshipResults)
    .innerJoin(clubs, eq(championshipResults.clubId, clubs.id));

/**
 * A league table. With `championshipId` that championship's; with `typeId` (or nothing, the
 * first type) the newest season of that type that has a table. `all` returns the rows of every
 * championship of the type, each row carrying its championship_id.
 */
export async function listStandings({
  db,
  lang,
  championshipId,
  typeId,
  all,
  limit,
}: Ctx & { championshipId?: number; typeId?: number; all?: boolean; limit?: number }) {
  const withTable = await db
    .selectDistinct({ id: championshipResults.championshipId })
    .from(championshipResults)
    .where(eq(championshipResults.status, 1));
  const tabled = new Set(withTable.map((r) => r.id));
  let candidates = await listChampionships({ db, lang, typeId });
  if (championshipId) candidates = candidates.filter((c) => c.id === championshipId);
  else if (!typeId) {
    const firstType = candidates.find((c) => tabled.has(c.id))?.type_id;
    candidates = candidates.filter((c) => c.type_id === firstType);
  }
  candidates = candidates.filter((c) => tabled.has(c.id));
  const chosen = all ? candidates : candidates.slice(0, 1);
  if (!chosen.length) return { data: [], championship: null };
  const rows = await rowsQuery(db)
    .where(
      and(
        eq(championshipResults.status, 1),
        inArray(
          championshipResults.championshipId,
          chosen.map((c) => c.id),
        ),
      ),
    )
    .orderBy(
      asc(championshipResults.championshipId),
      asc(championshipResults.pos),
      asc(championshipResults.id),
    );
  const data = rows.map((r) => presentRow(r.r, r.club, lang));
  return { data: limit ? data.slice(0, limit) : data, championship: chosen[0] ?? null };
}

export async function showStanding({ db, lang, id }: Ctx & { id: number }) {
  const [row] = await rowsQuery(db).where(
    and(eq(championshipResults.id, id), eq(championshipResults.status, 1)),
  );
  if (!row) throw notFound();
  return presentRow(row.r, row.club, lang);
}

function presentClub(c: typeof clubs.$inferSelect, lang: Lang) {
  return { id: c.id, Name: localize(c.name, lang), image_url: c.imageUrl, is_own: c.isOwn };
}

export async function listClubs({ db, lang }: Ctx) {
  const rows = await db
    .select()
    .from(clubs)
    .where(eq(clubs.status, 1))
    .orderBy(desc(clubs.isOwn), asc(clubs.id));
  return rows.map((c) => presentClub(c, lang));
}

export async function showClub({ db, lang, id }: Ctx & { id: number }) {
  const [row] = await db
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, id), eq(clubs.status, 1)));
  if (!row) throw notFound();
  return presentClub(row, lang);
}
