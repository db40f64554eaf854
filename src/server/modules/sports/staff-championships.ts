import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { StandingsRules } from "../../../shared/sports/standings-rules";
import type {
  ChampionshipRecord,
  championshipSaveBody,
  championshipsListBody,
} from "../../../shared/sports/staff-data";
import type { Db } from "../../db/client";
import {
  championshipGroupClubs,
  championshipGroups,
  championshipStages,
  championshipTypes,
  championships,
  clubs,
  matches,
} from "../../db/schema/sports";
import { recomputeStandings } from "./standings-recompute";
import * as rec from "./staff-records";
import type { ListArgs, SaveArgs } from "./staff-records";

/**
 * Championships for staff: season, type, stages with their groups (and the clubs drawn into
 * each), and the table's mode and rules (ADR 0026). A championship with matches cannot be
 * deleted (the matches' foreign key refuses); its table, results, adjustments and stages go
 * with it otherwise.
 */

/** The championship's own fields, as its record and its list row show them. */
const championshipOf = (c: typeof championships.$inferSelect) => ({
  id: c.id,
  version: c.version,
  type_id: c.typeId,
  title: rec.allLangs(c.title),
  logo_url: c.logoUrl ?? "",
  season: c.season,
  ord: c.ord,
  published: c.status === 1,
  standings_mode: c.standingsMode,
});

const readChampionship = rec.rowReader(
  championships,
  async (c, tx): Promise<ChampionshipRecord> => {
    const stages = await tx
      .select()
      .from(championshipStages)
      .where(eq(championshipStages.championshipId, c.id))
      .orderBy(asc(championshipStages.ord), asc(championshipStages.id));
    const groups = stages.length
      ? await tx
          .select()
          .from(championshipGroups)
          .where(
            inArray(
              championshipGroups.stageId,
              stages.map((s) => s.id),
            ),
          )
          .orderBy(asc(championshipGroups.ord), asc(championshipGroups.id))
      : [];
    const members = groups.length
      ? await tx
          .select()
          .from(championshipGroupClubs)
          .where(
            inArray(
              championshipGroupClubs.groupId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(championshipGroupClubs.clubId))
      : [];
    return {
      ...championshipOf(c),
      rules: (c.rules as ChampionshipRecord["rules"]) ?? null,
      stages: stages.map((s) => ({
        name: rec.allLangs(s.name),
        kind: s.kind,
        groups: groups
          .filter((g) => g.stageId === s.id)
          .map((g) => ({
            name: rec.allLangs(g.name),
            club_ids: members.filter((m) => m.groupId === g.id).map((m) => m.clubId),
          })),
      })),
    };
  },
);

const championshipCalls = rec.recordCalls("championship", championships, readChampionship);
export const getChampionship = championshipCalls.get;
export const deleteChampionship = championshipCalls.remove;

export const listChampionships = championshipCalls.list(
  (filter: ListArgs<typeof championshipsListBody>["filter"]) =>
    rec.allOf([
      filter.search && rec.searchLocalized(championships.title, filter.search),
      filter.season && eq(championships.season, filter.season),
      filter.type_id && eq(championships.typeId, filter.type_id),
    ]),
  (db) => {
    const played = rec.usesPerRecord(db, matches.championshipId, "played");
    return db
      .select({
        c: championships,
        type: championshipTypes.title,
        matches: played.count,
      })
      .from(championships)
      .leftJoin(championshipTypes, eq(championshipTypes.id, championships.typeId))
      .leftJoin(played.used, played.on(championships.id))
      .orderBy(desc(championships.season), asc(championships.ord), asc(championships.id))
      .$dynamic();
  },
  ({ c, type, matches }, lang) => ({
    ...championshipOf(c),
    label: rec.pickLang(c.title, lang),
    type_label: rec.pickLang(type, lang),
    matches,
  }),
);

/** The form's choices: championship types and clubs (for the groups), localized. */
export async function championshipOptions({ db, lang }: { db: Db; lang: Lang }) {
  const [types, cls] = await Promise.all([
    db
      .select()
      .from(championshipTypes)
      .orderBy(asc(championshipTypes.ord), asc(championshipTypes.id)),
    db.select({ id: clubs.id, name: clubs.name }).from(clubs).orderBy(asc(clubs.id)),
  ]);
  return {
    types: types.map((t) => ({
      id: t.id,
      title: rec.pickLang(t.title, lang),
      published: t.status === 1,
    })),
    clubs: cls.map((c) => ({ id: c.id, name: rec.pickLang(c.name, lang) })),
  };
}

/** Saves the championship with its stages and groups (replaced as sent) and recomputes its table. */
export async function saveChampionship({
  db,
  actor,
  input,
}: SaveArgs<typeof championshipSaveBody>) {
  const values = {
    typeId: input.type_id,
    title: rec.storedLangs(input.title),
    logoUrl: input.logo_url || null,
    season: input.season,
    ord: input.ord,
    status: input.published ? 1 : 0,
    standingsMode: input.standings_mode,
    rules: input.rules as StandingsRules | null,
  };
  return championshipCalls.save(
    { db, actor, id: input.id },
    async (tx, id) => {
      const savedId = await rec.upsertVersioned(tx, championships, id, input.version, values);
      await tx.delete(championshipStages).where(eq(championshipStages.championshipId, savedId));
      for (const [i, stage] of input.stages.entries()) {
        const [s] = await tx
          .insert(championshipStages)
          .values({
            championshipId: savedId,
            name: rec.storedLangs(stage.name),
            kind: stage.kind,
            ord: i,
          })
          .returning({ id: championshipStages.id });
        for (const [j, group] of stage.groups.entries()) {
          const [g] = await tx
            .insert(championshipGroups)
            .values({ stageId: s!.id, name: rec.storedLangs(group.name), ord: j })
            .returning({ id: championshipGroups.id });
          if (group.club_ids.length)
            await tx
              .insert(championshipGroupClubs)
              .values(group.club_ids.map((clubId) => ({ groupId: g!.id, clubId })));
        }
      }
      await recomputeStandings(tx, savedId);
      return savedId;
    },
    (e) =>
      rec.saveError(e, {
        championships_type_id_fkey: { field: "type_id" },
        championship_group_clubs_club_id_fkey: { field: "stages" },
      }),
  );
}
