import { z } from "zod";
import { listOf, showCall, type CallSpec } from "../contract-kit";
import { emptyBody } from "../platform/common";
import * as dto from "./dtos";
import * as req from "./schemas";

/** Sports calls: matches, championships and tables, clubs, teams, players, the club's sports. */
export const sportsCalls = {
  "/website/matches": { body: req.matchesFilter, response: dto.matchPageDto },
  "/website/matches/show/:id": showCall(dto.matchDetailDto),
  // `?id=` or `id` in the body: one championship; otherwise the list.
  "/website/championships": {
    body: req.championshipsBody,
    querystring: req.championshipsQuery,
    response: z.union([listOf(dto.championshipDto), dto.championshipDto]),
  },
  "/website/championships/types": {
    body: req.championshipTypesBody,
    response: listOf(dto.championshipTypeDto),
  },
  "/website/championshipResults": { body: req.championshipResultsBody, response: dto.standingsDto },
  "/website/championshipResults/show/:id": showCall(dto.standingRowDto),
  "/website/clubs": { body: emptyBody, response: listOf(dto.clubDto) },
  "/website/clubs/show/:id": showCall(dto.clubDto),
  "/website/teams": { body: req.teamsBody, response: listOf(dto.teamDto) },
  "/website/teams/show/:id": showCall(dto.teamDto),
  "/website/players": { body: req.playersFilter, response: dto.playerPageDto },
  "/website/players/show/:id": showCall(dto.playerDto),
  // With `id`: one category with `childs` and `parent`; otherwise a list.
  "/website/teams/categories": {
    body: req.sportCategoriesBody,
    response: z.union([listOf(dto.sportCategoryDto), dto.sportCategoryDto]),
  },
} as const satisfies Record<string, CallSpec>;
