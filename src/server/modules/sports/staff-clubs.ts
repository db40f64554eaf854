import { asc, desc, eq, sql } from "drizzle-orm";
import type {
  ClubRecord,
  clubSaveBody,
  clubsListBody,
  StadiumRecord,
  stadiumSaveBody,
  stadiumsListBody,
} from "../../../shared/sports/staff-data";
import type { DbOrTx } from "../../db/client";
import { clubs, matches, stadiums } from "../../db/schema/sports";
import {
  allLangs,
  allOf,
  countWhere,
  type ListArgs,
  offsetOf,
  pickLang,
  pictureUrl,
  recordCalls,
  rowById,
  type SaveArgs,
  saveAudited,
  saveError,
  searchLocalized,
  storedLangs,
  upsertRow,
} from "./staff-records";

/** Clubs (the club itself and its opponents, with their crests) and stadiums, for staff. */

const clubOf = (c: typeof clubs.$inferSelect): ClubRecord => ({
  id: c.id,
  name: allLangs(c.name),
  crest_media_id: c.crestMediaId,
  image_url: c.imageUrl,
  is_own: c.isOwn,
  published: c.status === 1,
});

async function readClub(tx: DbOrTx, id: number, lock = false) {
  const c = await rowById(tx, clubs, id, lock);
  return c ? clubOf(c) : null;
}

const clubCalls = recordCalls("club", clubs, readClub);
export const getClub = clubCalls.get;
export const deleteClub = clubCalls.remove;

export async function listClubs({ db, lang, filter }: ListArgs<typeof clubsListBody>) {
  const cond = allOf([
    filter.search && searchLocalized(clubs.name, filter.search),
    filter.kind && eq(clubs.isOwn, filter.kind === "own"),
  ]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(clubs)
      .where(cond)
      .orderBy(desc(clubs.isOwn), sql`${clubs.name}->>${lang} NULLS LAST`, asc(clubs.id))
      .limit(filter.per_page)
      .offset(offsetOf(filter)),
    countWhere(db, clubs, cond),
  ]);
  return { data: rows.map((c) => ({ ...clubOf(c), label: pickLang(c.name, lang) })), total };
}

export async function saveClub({ db, actor, input }: SaveArgs<typeof clubSaveBody>) {
  const values = {
    name: storedLangs(input.name),
    crestMediaId: input.crest_media_id,
    isOwn: input.is_own,
    status: input.published ? 1 : 0,
  };
  const id = await saveAudited({
    db,
    actor,
    id: input.id,
    recordType: "club",
    read: (tx, id) => readClub(tx, id, true),
    write: async (tx, id) => {
      const imageUrl = await pictureUrl(
        tx,
        input.crest_media_id,
        input.image_url,
        "crest_media_id",
      );
      return upsertRow(tx, clubs, id, { ...values, imageUrl });
    },
    // One club is the club itself (a unique index).
    onError: (e) =>
      saveError(e, { clubs_one_own_idx: { field: "is_own", message: "sports.data.ownTaken" } }),
  });
  return getClub({ db, id });
}

// ---------------------------------------------------------------- stadiums

const stadiumOf = (s: typeof stadiums.$inferSelect): StadiumRecord => ({
  id: s.id,
  name: allLangs(s.name),
  city: allLangs(s.city),
  capacity: s.capacity,
});

async function readStadium(tx: DbOrTx, id: number, lock = false) {
  const s = await rowById(tx, stadiums, id, lock);
  return s ? stadiumOf(s) : null;
}

const stadiumCalls = recordCalls("stadium", stadiums, readStadium);
export const getStadium = stadiumCalls.get;
export const deleteStadium = stadiumCalls.remove;

export async function listStadiums({ db, lang, filter }: ListArgs<typeof stadiumsListBody>) {
  const cond = filter.search ? searchLocalized(stadiums.name, filter.search) : undefined;
  const used = db
    .select({ stadiumId: matches.stadiumId, n: sql<number>`count(*)::int`.as("n") })
    .from(matches)
    .groupBy(matches.stadiumId)
    .as("used");
  const [rows, total] = await Promise.all([
    db
      .select({ s: stadiums, matches: sql<number>`coalesce(${used.n}, 0)::int` })
      .from(stadiums)
      .leftJoin(used, eq(used.stadiumId, stadiums.id))
      .where(cond)
      .orderBy(sql`${stadiums.name}->>${lang} NULLS LAST`, asc(stadiums.id))
      .limit(filter.per_page)
      .offset(offsetOf(filter)),
    countWhere(db, stadiums, cond),
  ]);
  return {
    data: rows.map(({ s, matches }) => ({
      ...stadiumOf(s),
      label: pickLang(s.name, lang),
      matches,
    })),
    total,
  };
}

export async function saveStadium({ db, actor, input }: SaveArgs<typeof stadiumSaveBody>) {
  const values = {
    name: storedLangs(input.name),
    city: input.city.ar || input.city.en || input.city.es ? storedLangs(input.city) : null,
    capacity: input.capacity,
  };
  const id = await saveAudited({
    db,
    actor,
    id: input.id,
    recordType: "stadium",
    read: (tx, id) => readStadium(tx, id, true),
    write: (tx, id) => upsertRow(tx, stadiums, id, values),
  });
  return getStadium({ db, id });
}
