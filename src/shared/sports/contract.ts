import { z } from "zod";
import { listOf, showCall, type CallSpec } from "../contract-kit";
import { emptyBody } from "../platform/common";
import {
  championshipDto,
  championshipTypeDto,
  clubDto,
  matchDetailDto,
  matchPageDto,
  playerDto,
  playerPageDto,
  sportCategoryDto,
  standingRowDto,
  standingsDto,
  teamDto,
} from "./dtos";
import {
  championshipResultsBody,
  championshipsBody,
  championshipsQuery,
  championshipTypesBody,
  matchesFilter,
  playersFilter,
  sportCategoriesBody,
  teamsBody,
} from "./schemas";

/** Sports calls: matches, championships and tables, clubs, teams, players, the club's sports. */
export const sportsCalls = {
  "/website/matches": { body: matchesFilter, response: matchPageDto },
  "/website/matches/show/:id": showCall(matchDetailDto),
  // `?id=` or `id` in the body: one championship; otherwise the list.
  "/website/championships": {
    body: championshipsBody,
    querystring: championshipsQuery,
    response: z.union([listOf(championshipDto), championshipDto]),
  },
  "/website/championships/types": {
    body: championshipTypesBody,
    response: listOf(championshipTypeDto),
  },
  "/website/championshipResults": { body: championshipResultsBody, response: standingsDto },
  "/website/championshipResults/show/:id": showCall(standingRowDto),
  "/website/clubs": { body: emptyBody, response: listOf(clubDto) },
  "/website/clubs/show/:id": showCall(clubDto),
  "/website/teams": { body: teamsBody, response: listOf(teamDto) },
  "/website/teams/show/:id": showCall(teamDto),
  "/website/players": { body: playersFilter, response: playerPageDto },
  "/website/players/show/:id": showCall(playerDto),
  // With `id`: one category with `childs` and `parent`; otherwise a list.
  "/website/teams/categories": {
    body: sportCategoriesBody,
    response: z.union([listOf(sportCategoryDto), sportCategoryDto]),
  },
} as const satisfies Record<string, CallSpec>;
