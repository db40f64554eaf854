import { asc, eq, sql } from "drizzle-orm";
import type {
  ChampionshipTypeRecord,
  championshipTypeSaveBody,
  championshipTypesListBody,
} from "../../../shared/sports/staff-data";
import type { DbOrTx } from "../../db/client";
import { championshipTypes, championships } from "../../db/schema/sports";
import {
  allLangs,
  countWhere,
  type ListArgs,
  offsetOf,
  pickLang,
  recordCalls,
  rowById,
  type SaveArgs,
  saveAudited,
  searchLocalized,
  storedLangs,
  upsertRow,
} from "./staff-records";

/**
 * Championship types for staff (ADR 0035): the kinds of competition (league, cup, continental)
 * the public site groups championships under. A type still used by a championship cannot be
 * deleted: the championships' foreign key refuses, answered as 409 `record_in_use`.
 */

const typeOf = (t: typeof championshipTypes.$inferSelect): ChampionshipTypeRecord => ({
  id: t.id,
  title: allLangs(t.title),
  logo_url: t.logoUrl ?? "",
  ord: t.ord,
  published: t.status === 1,
});

async function readType(tx: DbOrTx, id: number, lock = false) {
  const t = await rowById(tx, championshipTypes, id, lock);
  return t ? typeOf(t) : null;
}

const typeCalls = recordCalls("championship_type", championshipTypes, readType);
export const getChampionshipType = typeCalls.get;
export const deleteChampionshipType = typeCalls.remove;

export async function listChampionshipTypes({
  db,
  lang,
  filter,
}: ListArgs<typeof championshipTypesListBody>) {
  const cond = filter.search ? searchLocalized(championshipTypes.title, filter.search) : undefined;
  const used = db
    .select({ typeId: championships.typeId, n: sql<number>`count(*)::int`.as("n") })
    .from(championships)
    .groupBy(championships.typeId)
    .as("used");
  const [rows, total] = await Promise.all([
    db
      .select({ t: championshipTypes, championships: sql<number>`coalesce(${used.n}, 0)::int` })
      .from(championshipTypes)
      .leftJoin(used, eq(used.typeId, championshipTypes.id))
      .where(cond)
      .orderBy(asc(championshipTypes.ord), asc(championshipTypes.id))
      .limit(filter.per_page)
      .offset(offsetOf(filter)),
    countWhere(db, championshipTypes, cond),
  ]);
  return {
    data: rows.map(({ t, championships }) => ({
      ...typeOf(t),
      label: pickLang(t.title, lang),
      championships,
    })),
    total,
  };
}

export async function saveChampionshipType({
  db,
  actor,
  input,
}: SaveArgs<typeof championshipTypeSaveBody>) {
  const values = {
    title: storedLangs(input.title),
    logoUrl: input.logo_url || null,
    ord: input.ord,
    status: input.published ? 1 : 0,
  };
  const id = await saveAudited({
    db,
    actor,
    id: input.id,
    recordType: "championship_type",
    read: (tx, id) => readType(tx, id, true),
    write: (tx, id) => upsertRow(tx, championshipTypes, id, values),
  });
  return getChampionshipType({ db, id });
}
