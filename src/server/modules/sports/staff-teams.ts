import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { TeamRecord, teamSaveBody, teamsListBody } from "../../../shared/sports/staff-data";
import type { Db, DbOrTx } from "../../db/client";
import { players, sportCategories, teams } from "../../db/schema/sports";
import * as rec from "./staff-records";
import type { ListArgs, SaveArgs } from "./staff-records";

/**
 * Teams (squads) for staff. A team carries its squad in the order the site shows it; a team
 * with players cannot be deleted (the players' foreign key refuses, migration 0023).
 */

async function squadOf(tx: DbOrTx, teamId: number, lang: Lang = "ar") {
  const rows = await tx
    .select({
      id: players.id,
      name: players.name,
      number: players.number,
      position: players.position,
    })
    .from(players)
    .where(eq(players.teamId, teamId))
    .orderBy(asc(players.ord), asc(players.id));
  return rows.map((p) => ({ ...p, name: rec.pickLang(p.name, lang) }));
}

const teamOf = (t: typeof teams.$inferSelect) => ({
  id: t.id,
  version: t.version,
  name: rec.allLangs(t.name),
  kind: t.kind,
  category_id: t.categoryId,
  image_url: t.imageUrl ?? "",
  ord: t.ord,
  published: t.status === 1,
});

const readTeam = rec.rowReader(
  teams,
  async (t, tx, lang) =>
    ({ ...teamOf(t), squad: await squadOf(tx, t.id, lang) }) satisfies TeamRecord,
);

const teamCalls = rec.recordCalls("team", teams, readTeam);
export const getTeam = teamCalls.get;
export const deleteTeam = teamCalls.remove;

export const listTeams = teamCalls.list(
  (filter: ListArgs<typeof teamsListBody>["filter"]) =>
    rec.allOf([
      filter.search && rec.searchLocalized(teams.name, filter.search),
      filter.kind && eq(teams.kind, filter.kind),
    ]),
  (db) =>
    db
      .select({
        t: teams,
        players: sql<number>`(SELECT count(*)::int FROM players p WHERE p.team_id = ${teams.id})`,
      })
      .from(teams)
      .orderBy(asc(teams.ord), asc(teams.id))
      .$dynamic(),
  ({ t, players }, lang) => ({
    ...teamOf(t),
    label: rec.pickLang(t.name, lang),
    players,
  }),
);

/** The form's choices: sport categories and every player (to move into the squad). */
export async function teamOptions({ db, lang }: { db: Db; lang: Lang }) {
  const [cats, all] = await Promise.all([
    db.select().from(sportCategories).orderBy(asc(sportCategories.ord)),
    db
      .select({ p: players, team: teams.name })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .orderBy(asc(teams.ord), asc(players.ord), asc(players.id)),
  ]);
  return {
    categories: cats.map((c) => ({ id: c.id, name: rec.pickLang(c.name, lang) })),
    players: all.map(({ p, team }) => ({
      id: p.id,
      name: rec.pickLang(p.name, lang),
      number: p.number,
      position: p.position,
      team_id: p.teamId,
      team: rec.pickLang(team, lang),
    })),
  };
}

/**
 * Saves a team and its squad: the players listed are in this team, in this order (those of
 * another team move here); a current player left out is refused on `squad`, since a player
 * always belongs to a team (move them from the player's form).
 */
export async function saveTeam({
  db,
  actor,
  lang,
  input,
}: SaveArgs<typeof teamSaveBody> & { lang: Lang }) {
  const values = {
    name: rec.storedLangs(input.name),
    kind: input.kind,
    categoryId: input.category_id,
    imageUrl: input.image_url || null,
    ord: input.ord,
    status: input.published ? 1 : 0,
  };
  const ids = input.squad.map((p) => p.id);
  return teamCalls.save(
    { db, actor, id: input.id, lang },
    async (tx, id) => {
      const teamId = await rec.upsertVersioned(tx, teams, id, input.version, values);
      const left = await tx
        .select({ id: players.id })
        .from(players)
        .where(
          and(eq(players.teamId, teamId), ids.length ? notInArray(players.id, ids) : undefined),
        );
      if (left.length) throw rec.fieldError("squad", "sports.data.squadPlayerLeft");
      if (ids.length) {
        const found = await tx
          .select({ id: players.id })
          .from(players)
          .where(inArray(players.id, ids))
          .for("update");
        if (found.length !== ids.length)
          throw rec.fieldError("squad", "sports.staff.unknownReference");
        // A player moving in whose shirt number is taken here fails on the squad index. A
        // player whose team or place changes gets a new version: a player form opened before
        // this save cannot put the player back.
        await tx.execute(sql`
          UPDATE players p SET team_id = ${teamId}, ord = s.ord,
                 version = p.version + CASE WHEN p.team_id = ${teamId} AND p.ord = s.ord THEN 0 ELSE 1 END
            FROM unnest(string_to_array(${ids.join(",")}, ',')::int[]) WITH ORDINALITY AS s(id, ord)
           WHERE p.id = s.id`);
      }
      return teamId;
    },
    (e) =>
      rec.saveError(e, {
        players_team_number_idx: { field: "squad", message: "sports.data.numberTakenInSquad" },
      }),
  );
}
