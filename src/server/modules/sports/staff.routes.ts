import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/contract";
import { can } from "../../../shared/staff/permissions";
import {
  championshipOptions,
  deleteChampionship,
  getChampionship,
  listChampionships,
  saveChampionship,
} from "./staff-championships";
import {
  deleteChampionshipType,
  getChampionshipType,
  listChampionshipTypes,
  saveChampionshipType,
} from "./staff-championship-types";
import {
  deleteClub,
  deleteStadium,
  getClub,
  getStadium,
  listClubs,
  listStadiums,
  saveClub,
  saveStadium,
} from "./staff-clubs";
import { deletePlayer, getPlayer, listPlayers, playerOptions, savePlayer } from "./staff-players";
import { deleteTeam, getTeam, listTeams, saveTeam, teamOptions } from "./staff-teams";
import { ok, paged } from "../../lib/respond";
import type { StaffPrincipal } from "../staff/sessions";
import { predictionMatches, predictionResults, savePredictionWindow } from "./prediction-window";
import { actorOf } from "../staff/audit";
import { deleteMatchEvent, saveMatchEvent } from "./match-events";
import {
  deleteStaffMatch,
  getStaffMatch,
  listStaffMatches,
  saveStaffMatch,
  staffMatchOptions,
} from "./staff-matches";
import { getStandings, saveManualTable, saveStandingsSettings } from "./standings.service";
import { deleteAdjustment, deleteFixture, saveAdjustment, saveFixture } from "./standings-entries";

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
    "/matches",
    {
      ...route("/staff/predictions/matches"),
      config: { staff: { permission: "predictions.view" as const } },
    },
    async (req) => {
      const r = await predictionMatches({ db: app.db, lang: req.lang, filter: req.body });
      return paged(r.data, req.body.page, req.body.per_page, r.total);
    },
  );
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
          lang: req.lang,
          body: req.body,
          personal: can(me.roles, "members.view"),
        }),
      );
    },
  );
};

/** Clubs, under /api/v1/staff/clubs: list, get, save, delete. */
export const clubsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/clubs/list"), config: sports }, async (req) => {
    const r = await listClubs({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/clubs/get"), config: sports }, async (req) =>
    ok(await getClub({ db: app.db, id: req.body.id })),
  );
  app.post("/save", { ...route("/staff/clubs/save"), config: sports }, async (req) =>
    ok(await saveClub({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/clubs/delete"), config: sports }, async (req) =>
    ok(await deleteClub({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};

/** Stadiums, under /api/v1/staff/stadiums: list, get, save, delete. */
export const stadiumsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/stadiums/list"), config: sports }, async (req) => {
    const r = await listStadiums({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/stadiums/get"), config: sports }, async (req) =>
    ok(await getStadium({ db: app.db, id: req.body.id })),
  );
  app.post("/save", { ...route("/staff/stadiums/save"), config: sports }, async (req) =>
    ok(await saveStadium({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/stadiums/delete"), config: sports }, async (req) =>
    ok(await deleteStadium({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};

/** Championship types, under /api/v1/staff/championship-types: list, get, save, delete. */
export const championshipTypesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/championship-types/list"), config: sports }, async (req) => {
    const r = await listChampionshipTypes({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/championship-types/get"), config: sports }, async (req) =>
    ok(await getChampionshipType({ db: app.db, id: req.body.id })),
  );
  app.post("/save", { ...route("/staff/championship-types/save"), config: sports }, async (req) =>
    ok(await saveChampionshipType({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post(
    "/delete",
    { ...route("/staff/championship-types/delete"), config: sports },
    async (req) =>
      ok(await deleteChampionshipType({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};

/** Championships, under /api/v1/staff/championships: list, get, options, save, delete. */
export const championshipsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/championships/list"), config: sports }, async (req) => {
    const r = await listChampionships({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/championships/get"), config: sports }, async (req) =>
    ok(await getChampionship({ db: app.db, id: req.body.id })),
  );
  app.post("/options", { ...route("/staff/championships/options"), config: sports }, async (req) =>
    ok(await championshipOptions({ db: app.db, lang: req.lang })),
  );
  app.post("/save", { ...route("/staff/championships/save"), config: sports }, async (req) =>
    ok(await saveChampionship({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/championships/delete"), config: sports }, async (req) =>
    ok(await deleteChampionship({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};

/** Teams and their squads, under /api/v1/staff/teams: list, get, options, save, delete. */
export const teamsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/teams/list"), config: sports }, async (req) => {
    const r = await listTeams({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/teams/get"), config: sports }, async (req) =>
    ok(await getTeam({ db: app.db, lang: req.lang, id: req.body.id })),
  );
  app.post("/options", { ...route("/staff/teams/options"), config: sports }, async (req) =>
    ok(await teamOptions({ db: app.db, lang: req.lang })),
  );
  app.post("/save", { ...route("/staff/teams/save"), config: sports }, async (req) =>
    ok(await saveTeam({ db: app.db, actor: actorOf(req), lang: req.lang, input: req.body })),
  );
  app.post("/delete", { ...route("/staff/teams/delete"), config: sports }, async (req) =>
    ok(await deleteTeam({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};

/** Players, under /api/v1/staff/players: list, get, options, save, delete. */
export const playersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/players/list"), config: sports }, async (req) => {
    const r = await listPlayers({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/players/get"), config: sports }, async (req) =>
    ok(await getPlayer({ db: app.db, id: req.body.id })),
  );
  app.post("/options", { ...route("/staff/players/options"), config: sports }, async (req) =>
    ok(await playerOptions({ db: app.db, lang: req.lang })),
  );
  app.post("/save", { ...route("/staff/players/save"), config: sports }, async (req) =>
    ok(await savePlayer({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/players/delete"), config: sports }, async (req) =>
    ok(await deletePlayer({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};
