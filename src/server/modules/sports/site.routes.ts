import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { list, ok, paged } from "../../lib/respond";
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
  const db = app.db;
  await app.register(liveRoutes);

  app.post("/website/matches", { ...route("/website/matches") }, async (req) => {
    const r = await listMatches({ db, lang: req.lang, filter: req.body ?? {} });
    return paged(r.items, r.page, r.perPage, r.total);
  });
  app.post("/website/matches/show/:id", { ...route("/website/matches/show/:id") }, async (req) =>
    ok(await showMatch({ db, lang: req.lang, id: req.params.id })),
  );

  // `?id=` (the spec's form) or `id` in the body returns one championship.
  app.post("/website/championships", { ...route("/website/championships") }, async (req) => {
    const id = req.query.id ?? req.body?.id;
    if (id) return ok(await showChampionship({ db, lang: req.lang, id }));
    return list(await listChampionships({ db, lang: req.lang, typeId: req.body?.type_id }));
  });
  app.post(
    "/website/championships/types",
    { ...route("/website/championships/types") },
    async (req) =>
      list(
        await listChampionshipTypes({
          db,
          lang: req.lang,
          id: req.body?.id,
          withChampionships: req.body?.with?.includes("championships"),
        }),
      ),
  );

  app.post(
    "/website/championshipResults",
    { ...route("/website/championshipResults") },
    async (req) =>
      ok(
        await listStandings({
          db,
          lang: req.lang,
          championshipId: req.body?.championship_id,
          typeId: req.body?.type_id,
          all: req.body?.all,
          limit: req.body?.limit,
        }),
      ),
  );
  app.post(
    "/website/championshipResults/show/:id",
    { ...route("/website/championshipResults/show/:id") },
    async (req) => ok(await showStanding({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/clubs", { ...route("/website/clubs") }, async (req) =>
    list(await listClubs({ db, lang: req.lang })),
  );
  app.post("/website/clubs/show/:id", { ...route("/website/clubs/show/:id") }, async (req) =>
    ok(await showClub({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/teams", { ...route("/website/teams") }, async (req) =>
    list(
      await listTeams({
        db,
        lang: req.lang,
        categoryId: req.body?.category_id,
        kind: req.body?.kind,
        withPlayers: req.body?.with?.includes("players"),
      }),
    ),
  );
  app.post("/website/teams/show/:id", { ...route("/website/teams/show/:id") }, async (req) =>
    ok(await showTeam({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/players", { ...route("/website/players") }, async (req) => {
    const r = await listPlayers({
      db,
      lang: req.lang,
      teamId: req.body?.team_id,
      page: req.body?.page,
      perPage: req.body?.per_page,
      clear: req.body?.clear,
    });
    return paged(r.items, r.page, r.perPage, r.total);
  });
  app.post("/website/players/show/:id", { ...route("/website/players/show/:id") }, async (req) =>
    ok(await showPlayer({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/teams/categories", { ...route("/website/teams/categories") }, async (req) => {
    const b = req.body ?? {};
    const result = await listSportCategories({
      db: app.db,
      lang: req.lang,
      id: b.id,
      parentsOnly: b.parents_only,
      parentId: b.parent_id,
      all: b.all,
      canJoin: b.can_join,
      allLocale: b.all_locale,
      withCount: b.withCount,
    });
    return Array.isArray(result) ? list(result) : ok(result);
  });
};
