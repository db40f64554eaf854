import { z } from "zod";
import { listOf, type CallSpec } from "../contract-kit";
import { emptyBody } from "../platform/common";
import * as dto from "./dtos";
import * as req from "./schemas";

/** Fan identity: SMS-code login, the member, the profile, polls, areas, export and deletion. */
export const identityCalls = {
  "/website/user/login": { body: req.loginBody, response: dto.codeSentDto },
  "/website/user/verify": { body: req.verifyBody, response: dto.verifyResults },
  "/website/user": { body: emptyBody, response: dto.userDto },
  // Validated in the handler: the profile, or `info_update` (the continuing-membership poll).
  "/website/user/save": { body: req.userSaveBody, response: dto.userDto },
  "/website/user/poll": { body: req.pollBody, response: dto.userDto },
  "/website/polls/show": { body: req.pollShowBody, response: dto.pollShowDto },
  "/website/user/logout": { body: emptyBody, response: z.object({ logged_out: z.literal(true) }) },
  "/website/user/export": { body: emptyBody, response: dto.memberExportDto },
  "/website/user/delete": {
    body: req.deleteAccountBody,
    response: z.object({ deleted: z.literal(true) }),
  },
  "/website/areas": { body: req.areasBody, response: listOf(dto.areaDto) },
} as const satisfies Record<string, CallSpec>;
