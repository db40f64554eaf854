import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody, idParams } from "../../../shared/schemas/common";
import {
  championshipResultsBody,
  championshipsBody,
  championshipsQuery,
  championshipTypesBody,
  matchesFilter,
} from "../../../shared/schemas/club-content";
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

/** Matches, championships, league tables and clubs under /website. */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post("/matches", { schema: { body: matchesFilter } }, async (req) => {
    const r = await listMatches({ db, lang: req.lang, filter: req.body ?? {} });
    return paged(r.items, r.page, r.perPage, r.total);
  });
  app.post("/matches/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showMatch({ db, lang: req.lang, id: req.params.id })),
  );

  // `?id=` (the spec's form) or `id` in the body returns one championship.
  app.post(
    "/championships",
    { schema: { body: championshipsBody, querystring: championshipsQuery } },
    async (req) => {
      const id = req.query.id ?? req.body?.id;
      if (id) return ok(await showChampionship({ db, lang: req.lang, id }));
      return list(await listChampionships({ db, lang: req.lang, typeId: req.body?.type_id }));
    },
  );
  app.post("/championships/types", { schema: { body: championshipTypesBody } }, async (req) =>
    list(
      await listChampionshipTypes({
        db,
        lang: req.lang,
        id: req.body?.id,
        withChampionships: req.body?.with?.includes("championships"),
      }),
    ),
  );

  app.post("/championshipResults", { schema: { body: championshipResultsBody } }, async (req) =>
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
    "/championshipResults/show/:id",
    { schema: { params: idParams, body: emptyBody } },
    async (req) => ok(await showStanding({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/clubs", { schema: { body: emptyBody } }, async (req) =>
    list(await listClubs({ db, lang: req.lang })),
  );
  app.post("/clubs/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showClub({ db, lang: req.lang, id: req.params.id })),
  );
};
