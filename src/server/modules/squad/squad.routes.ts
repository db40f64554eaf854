import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody, idParams } from "../../../shared/schemas/common";
import { playersFilter, teamsBody } from "../../../shared/schemas/club-content";
import { list, ok, paged } from "../../lib/respond";
import { listPlayers, listTeams, showPlayer, showTeam } from "./squad.service";

/** /website/teams and /website/players with their /show/{id}. */
export const squadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post("/teams", { schema: { body: teamsBody } }, async (req) =>
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
  app.post("/teams/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showTeam({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/players", { schema: { body: playersFilter } }, async (req) => {
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
  app.post("/players/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showPlayer({ db, lang: req.lang, id: req.params.id })),
  );
};
