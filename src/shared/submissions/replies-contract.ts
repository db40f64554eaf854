import { z } from "zod";
import { pagedOf, type CallSpec } from "../contract-kit";
import { inboxItemBody } from "./inbox";
import * as replies from "./replies";

/** Replies to the sender and their templates (issue 18, ADR 0049), under /api/v1/staff/inbox. */
export const replyCalls = {
  "/staff/inbox/replies": { body: inboxItemBody, response: replies.repliesDto },
  "/staff/inbox/reply": { body: replies.replyBody, response: replies.replyDto },
  "/staff/inbox/decide": { body: replies.decideBody, response: replies.decideDto },
  "/staff/inbox/templates/list": {
    body: replies.templatesListBody,
    response: pagedOf(replies.templateRecord),
  },
  "/staff/inbox/templates/get": { body: replies.templateIdBody, response: replies.templateRecord },
  "/staff/inbox/templates/save": {
    body: replies.templateSaveBody,
    response: replies.templateRecord,
  },
  "/staff/inbox/templates/delete": {
    body: replies.templateIdBody,
    response: z.object({ id: z.number() }),
  },
} as const satisfies Record<string, CallSpec>;
