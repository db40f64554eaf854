import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { list, ok, paged } from "../../lib/respond";
import { siteCalls } from "../platform/site-calls";
import {
  listChampionships,
  listChampionshipTypes,
  listClubs,
  listStandings,
  showChampionship,
  showClub,
  showStanding,
} from "./championships.service";
import { listMatches, showMatch } from "./matches.service";
import { listPlayers, listTeams, showPlayer, showTeam } from "./squad.service";
import { listSportCategories } from "./categories.service";
import { liveRoutes } from "./live.routes";

/** Sports calls: matches, championships and tables, clubs, teams, players, the club's sports. */
export const sportsSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(liveRoutes);

  siteCalls(app, {
    "/website/matches": async ({ db, lang, body }) => {
      const r = await listMatches({ db, lang, filter: body ?? {} });
      return paged(r.items, r.page, r.perPage, r.total);
    },
    "/website/matches/show/:id": async ({ db, lang, params }) =>
      ok(await showMatch({ db, lang, id: params.id })),

    // `?id=` (the spec's form) or `id` in the body returns one championship.
    "/website/championships": async ({ db, lang, body, query }) => {
      const id = query.id ?? body?.id;
      if (id) return ok(await showChampionship({ db, lang, id }));
      return list(await listChampionships({ db, lang, typeId: body?.type_id }));
    },
    "/website/championships/types": async ({ db, lang, body }) =>
      list(
        await listChampionshipTypes({
          db,
          lang,
          id: body?.id,
          withChampionships: body?.with?.includes("championships"),
        }),
      ),

    "/website/championshipResults": async ({ db, lang, body }) =>
      ok(
        await listStandings({
          db,
          lang,
          championshipId: body?.championship_id,
          typeId: body?.type_id,
          all: body?.all,
          limit: body?.limit,
        }),
      ),
    "/website/championshipResults/show/:id": async ({ db, lang, params }) =>
      ok(await showStanding({ db, lang, id: params.id })),

    "/website/clubs": async ({ db, lang }) => list(await listClubs({ db, lang })),
    "/website/clubs/show/:id": async ({ db, lang, params }) =>
      ok(await showClub({ db, lang, id: params.id })),

    "/website/teams": async ({ db, lang, body }) =>
      list(
        await listTeams({
          db,
          lang,
          categoryId: body?.category_id,
          kind: body?.kind,
          withPlayers: body?.with?.includes("players"),
        }),
      ),
    "/website/teams/show/:id": async ({ db, lang, params }) =>
      ok(await showTeam({ db, lang, id: params.id })),

    "/website/players": async ({ db, lang, body }) => {
      const r = await listPlayers({
        db,
        lang,
        teamId: body?.team_id,
        page: body?.page,
        perPage: body?.per_page,
        clear: body?.clear,
      });
      return paged(r.items, r.page, r.perPage, r.total);
    },
    "/website/players/show/:id": async ({ db, lang, params }) =>
      ok(await showPlayer({ db, lang, id: params.id })),

    "/website/teams/categories": async ({ db, lang, body }) => {
      const b = body ?? {};
      const result = await listSportCategories({
        db,
        lang,
        id: b.id,
        parentsOnly: b.parents_only,
        parentId: b.parent_id,
        all: b.all,
        canJoin: b.can_join,
        allLocale: b.all_locale,
        withCount: b.withCount,
      });
      return Array.isArray(result) ? list(result) : ok(result);
    },
  });
};
