import { z } from "zod";
import { pagedOf, type CallSpec } from "../contract-kit";
import { inboxItemBody } from "./inbox";
import {
  decideBody,
  decideDto,
  repliesDto,
  replyBody,
  replyDto,
  templateIdBody,
  templateRecord,
  templateSaveBody,
  templatesListBody,
} from "./replies";

/** Replies to the sender and their templates (issue 18, ADR 0049), under /api/v1/staff/inbox. */
export const replyCalls = {
  "/staff/inbox/replies": { body: inboxItemBody, response: repliesDto },
  "/staff/inbox/reply": { body: replyBody, response: replyDto },
  "/staff/inbox/decide": { body: decideBody, response: decideDto },
  "/staff/inbox/templates/list": { body: templatesListBody, response: pagedOf(templateRecord) },
  "/staff/inbox/templates/get": { body: templateIdBody, response: templateRecord },
  "/staff/inbox/templates/save": { body: templateSaveBody, response: templateRecord },
  "/staff/inbox/templates/delete": {
    body: templateIdBody,
    response: z.object({ id: z.number() }),
  },
} as const satisfies Record<string, CallSpec>;
