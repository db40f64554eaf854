import { asc } from "drizzle-orm";
import type {
  ChampionshipTypeRecord,
  championshipTypeSaveBody,
  championshipTypesListBody,
} from "../../../shared/sports/staff-data";
import { championshipTypes, championships } from "../../db/schema/sports";
import * as rec from "./staff-records";
import type { ListArgs, SaveArgs } from "./staff-records";

/**
 * Championship types for staff (ADR 0035): the kinds of competition (league, cup, continental)
 * the public site groups championships under. A type still used by a championship cannot be
 * deleted: the championships' foreign key refuses, answered as 409 `record_in_use`.
 */

const typeOf = (t: typeof championshipTypes.$inferSelect): ChampionshipTypeRecord => ({
  id: t.id,
  version: t.version,
  title: rec.allLangs(t.title),
  logo_url: t.logoUrl ?? "",
  ord: t.ord,
  published: t.status === 1,
});

const typeCalls = rec.recordCalls(
  "championship_type",
  championshipTypes,
  rec.rowReader(championshipTypes, typeOf),
);
export const getChampionshipType = typeCalls.get;
export const deleteChampionshipType = typeCalls.remove;

export const listChampionshipTypes = typeCalls.list(
  (filter: ListArgs<typeof championshipTypesListBody>["filter"]) =>
    filter.search ? rec.searchLocalized(championshipTypes.title, filter.search) : undefined,
  (db) => {
    const uses = rec.usesPerRecord(db, championships.typeId, "used");
    return db
      .select({ t: championshipTypes, championships: uses.count })
      .from(championshipTypes)
      .leftJoin(uses.used, uses.on(championshipTypes.id))
      .orderBy(asc(championshipTypes.ord), asc(championshipTypes.id))
      .$dynamic();
  },
  ({ t, championships }, lang) => ({
    ...typeOf(t),
    label: rec.pickLang(t.title, lang),
    championships,
  }),
);

export async function saveChampionshipType({
  db,
  actor,
  input,
}: SaveArgs<typeof championshipTypeSaveBody>) {
  return typeCalls.save({ db, actor, id: input.id }, (tx, id) =>
    rec.upsertVersioned(tx, championshipTypes, id, input.version, {
      title: rec.storedLangs(input.title),
      logoUrl: input.logo_url || null,
      ord: input.ord,
      status: input.published ? 1 : 0,
    }),
  );
}
