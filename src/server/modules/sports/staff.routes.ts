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
import { pageOf } from "../../lib/respond";
import { recordRoutes, staffCalls } from "../staff/staff-calls";
import type { StaffPrincipal } from "../staff/sessions";
import { predictionMatches, predictionResults, savePredictionWindow } from "./prediction-window";
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

const sports = "sports.manage" as const;

/** Matches for staff, under /api/v1/staff/matches: list, get, save, delete, and the form's choices. */
export const matchesStaffRoutes = recordRoutes(
  "matches",
  sports,
  { list: listStaffMatches, get: getStaffMatch, save: saveStaffMatch, delete: deleteStaffMatch },
  { options: ({ db, lang }) => staffMatchOptions({ db, lang }) },
);

/** Match events, under /api/v1/staff/match-events: record one, undo one. */
export const matchEventsStaffRoutes = staffCalls("/staff/match-events", sports, {
  save: ({ db, actor, body }) => saveMatchEvent({ db, actor, input: body }),
  delete: ({ db, actor, body }) => deleteMatchEvent({ db, actor, id: body.id }),
});

/** League tables, under /api/v1/staff/standings (ADR 0026). */
export const standingsStaffRoutes = staffCalls("/staff/standings", sports, {
  get: ({ db, lang, body }) => getStandings({ db, lang, id: body.championship_id }),
  save: async ({ db, lang, actor, body }) => {
    await saveStandingsSettings({ db, actor, input: body });
    return getStandings({ db, lang, id: body.championship_id });
  },
  "adjustments/save": ({ db, actor, body }) => saveAdjustment({ db, actor, input: body }),
  "adjustments/delete": async ({ db, actor, body }) => {
    await deleteAdjustment({ db, actor, id: body.id });
    return { id: body.id };
  },
  "results/save": ({ db, actor, body }) => saveFixture({ db, actor, input: body }),
  "results/delete": async ({ db, actor, body }) => {
    await deleteFixture({ db, actor, id: body.id });
    return { id: body.id };
  },
  "manual/save": async ({ db, lang, actor, body }) => {
    await saveManualTable({ db, actor, input: body });
    return getStandings({ db, lang, id: body.championship_id });
  },
});

const viewing = { permission: "predictions.view" } as const;

/** A match's predictions, under /api/v1/staff/predictions: the window, the results. */
export const predictionsStaffRoutes = staffCalls("/staff/predictions", "predictions.manage", {
  matches: {
    staff: viewing,
    run: async ({ db, lang, body }) =>
      pageOf(await predictionMatches({ db, lang, filter: body }), body),
  },
  window: ({ db, actor, body }) => savePredictionWindow({ db, actor, input: body }),
  results: {
    staff: viewing,
    run: ({ db, lang, body, req }) => {
      const me = req.staff as Extract<StaffPrincipal, { kind: "staff" }>;
      return predictionResults({ db, lang, body, personal: can(me.roles, "members.view") });
    },
  },
});

/** Clubs, under /api/v1/staff/clubs: list, get, save, delete. */
export const clubsStaffRoutes = recordRoutes("clubs", sports, {
  list: listClubs,
  get: getClub,
  save: saveClub,
  delete: deleteClub,
});

/** Stadiums, under /api/v1/staff/stadiums: list, get, save, delete. */
export const stadiumsStaffRoutes = recordRoutes("stadiums", sports, {
  list: listStadiums,
  get: getStadium,
  save: saveStadium,
  delete: deleteStadium,
});

/** Championship types, under /api/v1/staff/championship-types: list, get, save, delete. */
export const championshipTypesStaffRoutes = recordRoutes("championship-types", sports, {
  list: listChampionshipTypes,
  get: getChampionshipType,
  save: saveChampionshipType,
  delete: deleteChampionshipType,
});

/** Championships, under /api/v1/staff/championships: list, get, options, save, delete. */
export const championshipsStaffRoutes = recordRoutes(
  "championships",
  sports,
  {
    list: listChampionships,
    get: getChampionship,
    save: saveChampionship,
    delete: deleteChampionship,
  },
  { options: ({ db, lang }) => championshipOptions({ db, lang }) },
);

/** Teams and their squads, under /api/v1/staff/teams: list, get, options, save, delete. */
export const teamsStaffRoutes = recordRoutes(
  "teams",
  sports,
  { list: listTeams, get: getTeam, save: saveTeam, delete: deleteTeam },
  { options: ({ db, lang }) => teamOptions({ db, lang }) },
);

/** Players, under /api/v1/staff/players: list, get, options, save, delete. */
export const playersStaffRoutes = recordRoutes(
  "players",
  sports,
  { list: listPlayers, get: getPlayer, save: savePlayer, delete: deletePlayer },
  { options: ({ db, lang }) => playerOptions({ db, lang }) },
);
