import { asc, desc, eq, or } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import {
  PLAYER_STAT_KEYS,
  type PlayerRecord,
  type playerSaveBody,
  type playersListBody,
  type SeasonStats,
} from "../../../shared/sports/staff-data";
import type { PlayerStatisticsDto } from "../../../shared/sports/dtos";
import type { Db } from "../../db/client";
import { players, playerStatistics, teams } from "../../db/schema/sports";
import * as rec from "./staff-records";
import type { ListArgs, SaveArgs } from "./staff-records";

/**
 * Players for staff: names, biography and nationality in three languages, number, position,
 * birth date, photo and statistics per season. The latest season's figures are also the
 * player's current `statistics`, which the public player page shows. A player named in a
 * recorded match event cannot be deleted (unpublish instead).
 */

type Row = typeof players.$inferSelect;

const seasonOf = (season: string, s: PlayerStatisticsDto) =>
  ({
    season,
    ...Object.fromEntries(
      PLAYER_STAT_KEYS.map((k) => [k, (s as Record<string, number | undefined>)[k] ?? null]),
    ),
  }) as PlayerRecord["statistics"][number];

const withoutEmpty = (s: SeasonStats): PlayerStatisticsDto =>
  Object.fromEntries(
    PLAYER_STAT_KEYS.filter((k) => s[k] !== null).map((k) => [k, s[k]]),
  ) as PlayerStatisticsDto;

function recordOf(p: Row, stats: PlayerRecord["statistics"]): PlayerRecord {
  return {
    id: p.id,
    version: p.version,
    team_id: p.teamId,
    name: rec.allLangs(p.name),
    number: p.number,
    position: p.position,
    photo_media_id: p.photoMediaId,
    image_url: p.imageUrl,
    nationality: rec.allLangs(p.nationality),
    birth_date: p.birthDate,
    bio: rec.allLangs(p.bio),
    preferred_leg: p.preferredLeg,
    preferred_position: rec.allLangs(p.preferredPosition),
    ord: p.ord,
    published: p.status === 1,
    statistics: stats,
  };
}

const readPlayer = rec.rowReader(players, async (p, tx) => {
  const stats = await tx
    .select()
    .from(playerStatistics)
    .where(eq(playerStatistics.playerId, p.id))
    .orderBy(desc(playerStatistics.season));
  return recordOf(
    p,
    stats.map((s) => seasonOf(s.season, s.statistics)),
  );
});

const playerCalls = rec.recordCalls("player", players, readPlayer);
export const getPlayer = playerCalls.get;
export const deletePlayer = playerCalls.remove;

export const listPlayers = playerCalls.list(
  (filter: ListArgs<typeof playersListBody>["filter"]) => {
    const number = filter.search && /^\d{1,2}$/.test(filter.search) ? Number(filter.search) : null;
    const byName = filter.search ? rec.searchLocalized(players.name, filter.search) : undefined;
    return rec.allOf([
      number ? or(byName, eq(players.number, number)) : byName,
      filter.team_id && eq(players.teamId, filter.team_id),
      filter.position && eq(players.position, filter.position),
    ]);
  },
  (db) =>
    db
      .select({ p: players, team: teams.name })
      .from(players)
      .leftJoin(teams, eq(teams.id, players.teamId))
      .orderBy(asc(teams.ord), asc(players.ord), asc(players.number), asc(players.id))
      .$dynamic(),
  ({ p, team }, lang) => {
    const { statistics: _s, bio: _b, ...rest } = recordOf(p, []);
    return { ...rest, label: rec.pickLang(p.name, lang), team: rec.pickLang(team, lang) };
  },
);

/** The form's choices: the teams a player can belong to. */
export async function playerOptions({ db, lang }: { db: Db; lang: Lang }) {
  const all = await db.select().from(teams).orderBy(asc(teams.ord), asc(teams.id));
  return { teams: all.map((t) => ({ id: t.id, name: rec.pickLang(t.name, lang) })) };
}

export async function savePlayer({ db, actor, input }: SaveArgs<typeof playerSaveBody>) {
  const seasons = [...input.statistics].sort((a, b) => b.season.localeCompare(a.season));
  const values = {
    teamId: input.team_id,
    name: rec.storedLangs(input.name),
    number: input.number,
    position: input.position,
    photoMediaId: input.photo_media_id,
    nationality: input.nationality.ar ? rec.storedLangs(input.nationality) : null,
    birthDate: input.birth_date,
    bio: rec.storedLangs(input.bio),
    preferredLeg: input.preferred_leg,
    preferredPosition: input.preferred_position.ar
      ? rec.storedLangs(input.preferred_position)
      : null,
    ord: input.ord,
    status: input.published ? 1 : 0,
    // The public page's figures: the latest season's.
    statistics: seasons[0] ? withoutEmpty(seasons[0]) : {},
  };
  return playerCalls.save(
    { db, actor, id: input.id },
    async (tx, id) => {
      const imageUrl = await rec.pictureUrl(tx, input, "photo_media_id");
      const playerId = await rec.upsertVersioned(tx, players, id, input.version, {
        ...values,
        imageUrl,
      });
      await tx.delete(playerStatistics).where(eq(playerStatistics.playerId, playerId));
      if (seasons.length)
        await tx
          .insert(playerStatistics)
          .values(
            seasons.map((s) => ({ playerId, season: s.season, statistics: withoutEmpty(s) })),
          );
      return playerId;
    },
    (e) =>
      rec.saveError(e, {
        players_team_id_fkey: { field: "team_id" },
        players_team_number_idx: { field: "number", message: "sports.data.numberTaken" },
      }),
  );
}
