import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/contract";
import { can } from "../../../shared/staff/permissions";
import { ok, paged } from "../../lib/respond";
import type { StaffPrincipal } from "../staff/sessions";
import { predictionResults, savePredictionWindow } from "./prediction-window";
import { actorOf } from "../staff/audit";
import { deleteMatchEvent, saveMatchEvent } from "./match-events";
import {
  deleteStaffMatch,
  getStaffMatch,
  listStaffMatches,
  saveStaffMatch,
  staffMatchOptions,
} from "./staff-matches";
import {
  deleteAdjustment,
  deleteFixture,
  getStandings,
  saveAdjustment,
  saveFixture,
  saveManualTable,
  saveStandingsSettings,
} from "./standings.service";

const sports = { staff: { permission: "sports.manage" as const } };

/** Matches for staff, under /api/v1/staff/matches: list, get, save, delete, and the form's choices. */
export const matchesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/matches/list"), config: sports }, async (req) => {
    const r = await listStaffMatches({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/matches/get"), config: sports }, async (req) =>
    ok(await getStaffMatch({ db: app.db, lang: req.lang, id: req.body.id })),
  );
  app.post("/options", { ...route("/staff/matches/options"), config: sports }, async (req) =>
    ok(await staffMatchOptions({ db: app.db, lang: req.lang })),
  );
  app.post("/save", { ...route("/staff/matches/save"), config: sports }, async (req) =>
    ok(await saveStaffMatch({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/matches/delete"), config: sports }, async (req) => {
    await deleteStaffMatch({ db: app.db, actor: actorOf(req), id: req.body.id });
    return ok({ id: req.body.id });
  });
};

/** Match events, under /api/v1/staff/match-events: record one, undo one. */
export const matchEventsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/save", { ...route("/staff/match-events/save"), config: sports }, async (req) =>
    ok(await saveMatchEvent({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/match-events/delete"), config: sports }, async (req) =>
    ok(await deleteMatchEvent({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};

/** League tables, under /api/v1/staff/standings (ADR 0026). */
export const standingsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/get", { ...route("/staff/standings/get"), config: sports }, async (req) =>
    ok(await getStandings({ db: app.db, lang: req.lang, id: req.body.championship_id })),
  );
  app.post("/save", { ...route("/staff/standings/save"), config: sports }, async (req) => {
    await saveStandingsSettings({ db: app.db, actor: actorOf(req), input: req.body });
    return ok(await getStandings({ db: app.db, lang: req.lang, id: req.body.championship_id }));
  });
  app.post(
    "/adjustments/save",
    { ...route("/staff/standings/adjustments/save"), config: sports },
    async (req) => ok(await saveAdjustment({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post(
    "/adjustments/delete",
    { ...route("/staff/standings/adjustments/delete"), config: sports },
    async (req) => {
      await deleteAdjustment({ db: app.db, actor: actorOf(req), id: req.body.id });
      return ok({ id: req.body.id });
    },
  );
  app.post(
    "/results/save",
    { ...route("/staff/standings/results/save"), config: sports },
    async (req) => ok(await saveFixture({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post(
    "/results/delete",
    { ...route("/staff/standings/results/delete"), config: sports },
    async (req) => {
      await deleteFixture({ db: app.db, actor: actorOf(req), id: req.body.id });
      return ok({ id: req.body.id });
    },
  );
  app.post(
    "/manual/save",
    { ...route("/staff/standings/manual/save"), config: sports },
    async (req) => {
      await saveManualTable({ db: app.db, actor: actorOf(req), input: req.body });
      return ok(await getStandings({ db: app.db, lang: req.lang, id: req.body.championship_id }));
    },
  );
};

/** A match's predictions, under /api/v1/staff/predictions: the window, the results. */
export const predictionsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/window",
    {
      ...route("/staff/predictions/window"),
      config: { staff: { permission: "predictions.manage" as const } },
    },
    async (req) =>
      ok(await savePredictionWindow({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post(
    "/results",
    {
      ...route("/staff/predictions/results"),
      config: { staff: { permission: "predictions.view" as const } },
    },
    async (req) => {
      const me = req.staff as Extract<StaffPrincipal, { kind: "staff" }>;
      return ok(
        await predictionResults({
          db: app.db,
          matchId: req.body.match_id,
          page: req.body.page,
          perPage: req.body.per_page,
          personal: can(me.roles, "members.view"),
        }),
      );
    },
  );
};
