import { z } from "zod";
import { listOf, type CallSpec } from "../contract-kit";
import { emptyBody } from "../platform/common";
import { areaDto, codeSentDto, memberExportDto, pollShowDto, userDto, verifyResults } from "./dtos";
import {
  areasBody,
  deleteAccountBody,
  loginBody,
  pollBody,
  pollShowBody,
  userSaveBody,
  verifyBody,
} from "./schemas";

/** Fan identity: SMS-code login, the member, the profile, polls, areas, export and deletion. */
export const identityCalls = {
  "/website/user/login": { body: loginBody, response: codeSentDto },
  "/website/user/verify": { body: verifyBody, response: verifyResults },
  "/website/user": { body: emptyBody, response: userDto },
  // Validated in the handler: the profile, or `info_update` (the continuing-membership poll).
  "/website/user/save": { body: userSaveBody, response: userDto },
  "/website/user/poll": { body: pollBody, response: userDto },
  "/website/polls/show": { body: pollShowBody, response: pollShowDto },
  "/website/user/logout": { body: emptyBody, response: z.object({ logged_out: z.literal(true) }) },
  "/website/user/export": { body: emptyBody, response: memberExportDto },
  "/website/user/delete": {
    body: deleteAccountBody,
    response: z.object({ deleted: z.literal(true) }),
  },
  "/website/areas": { body: areasBody, response: listOf(areaDto) },
} as const satisfies Record<string, CallSpec>;
