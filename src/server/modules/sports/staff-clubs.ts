import { asc, desc, eq, sql } from "drizzle-orm";
import type {
  ClubRecord,
  clubSaveBody,
  clubsListBody,
  StadiumRecord,
  stadiumSaveBody,
  stadiumsListBody,
} from "../../../shared/sports/staff-data";
import { clubs, matches, stadiums } from "../../db/schema/sports";
import * as rec from "./staff-records";
import type { ListArgs, SaveArgs } from "./staff-records";

/** Clubs (the club itself and its opponents, with their crests) and stadiums, for staff. */

const clubOf = (c: typeof clubs.$inferSelect): ClubRecord => ({
  id: c.id,
  version: c.version,
  name: rec.allLangs(c.name),
  crest_media_id: c.crestMediaId,
  image_url: c.imageUrl,
  is_own: c.isOwn,
  published: c.status === 1,
});

const clubCalls = rec.recordCalls("club", clubs, rec.rowReader(clubs, clubOf));
export const getClub = clubCalls.get;
export const deleteClub = clubCalls.remove;

export const listClubs = clubCalls.list(
  (filter: ListArgs<typeof clubsListBody>["filter"]) =>
    rec.allOf([
      filter.search && rec.searchLocalized(clubs.name, filter.search),
      filter.kind && eq(clubs.isOwn, filter.kind === "own"),
    ]),
  (db, lang) =>
    db
      .select()
      .from(clubs)
      .orderBy(desc(clubs.isOwn), sql`${clubs.name}->>${lang} NULLS LAST`, asc(clubs.id))
      .$dynamic(),
  (c, lang) => ({ ...clubOf(c), label: rec.pickLang(c.name, lang) }),
);

export async function saveClub({ db, actor, input }: SaveArgs<typeof clubSaveBody>) {
  const values = {
    name: rec.storedLangs(input.name),
    crestMediaId: input.crest_media_id,
    isOwn: input.is_own,
    status: input.published ? 1 : 0,
  };
  return clubCalls.save(
    { db, actor, id: input.id },
    async (tx, id) => {
      const imageUrl = await rec.pictureUrl(tx, input, "crest_media_id");
      return rec.upsertVersioned(tx, clubs, id, input.version, { ...values, imageUrl });
    },
    // One club is the club itself (a unique index).
    (e) =>
      rec.saveError(e, { clubs_one_own_idx: { field: "is_own", message: "sports.data.ownTaken" } }),
  );
}

// ---------------------------------------------------------------- stadiums

const stadiumOf = (s: typeof stadiums.$inferSelect): StadiumRecord => ({
  id: s.id,
  version: s.version,
  name: rec.allLangs(s.name),
  city: rec.allLangs(s.city),
  capacity: s.capacity,
});

const stadiumCalls = rec.recordCalls("stadium", stadiums, rec.rowReader(stadiums, stadiumOf));
export const getStadium = stadiumCalls.get;
export const deleteStadium = stadiumCalls.remove;

export const listStadiums = stadiumCalls.list(
  (filter: ListArgs<typeof stadiumsListBody>["filter"]) =>
    filter.search ? rec.searchLocalized(stadiums.name, filter.search) : undefined,
  (db, lang) => {
    const uses = rec.usesPerRecord(db, matches.stadiumId, "used");
    return db
      .select({ s: stadiums, matches: uses.count })
      .from(stadiums)
      .leftJoin(uses.used, uses.on(stadiums.id))
      .orderBy(sql`${stadiums.name}->>${lang} NULLS LAST`, asc(stadiums.id))
      .$dynamic();
  },
  ({ s, matches }, lang) => ({
    ...stadiumOf(s),
    label: rec.pickLang(s.name, lang),
    matches,
  }),
);

export async function saveStadium({ db, actor, input }: SaveArgs<typeof stadiumSaveBody>) {
  return stadiumCalls.save({ db, actor, id: input.id }, (tx, id) =>
    rec.upsertVersioned(tx, stadiums, id, input.version, {
      name: rec.storedLangs(input.name),
      city: input.city.ar || input.city.en || input.city.es ? rec.storedLangs(input.city) : null,
      capacity: input.capacity,
    }),
  );
}
