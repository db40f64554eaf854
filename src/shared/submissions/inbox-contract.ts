import { z } from "zod";
import { fileAnswer, pagedOf, type CallSpec } from "../contract-kit";
import { id } from "../sports/staff-data-fields";
import {
  complaintFollowUp,
  complaintFollowUpBody,
  inboxAssignBody,
  inboxCounts,
  inboxItem,
  inboxItemBody,
  inboxKind,
  inboxListBody,
  inboxNote,
  inboxNoteBody,
  inboxOptions,
  inboxRow,
  inboxUpdateBody,
} from "./inbox";
import { emptyBody } from "../platform/common";

/** `inline` opens the CV in the browser (its PDF viewer), `attachment` saves it. */
export const cvBody = z.object({
  id,
  disposition: z.enum(["inline", "attachment"]).default("attachment"),
});

const changed = z.object({
  id: z.number(),
  status: z.string(),
  assignee_id: z.number().nullable(),
  visit_at: z.string().nullable(),
});

/** The submissions inbox (issue 18, ADR 0045): staff calls under /api/v1/staff/inbox. */
export const inboxCalls = {
  // `total_capped`: the list counted no further than `total` and holds more (ADR 0053).
  "/staff/inbox/list": {
    body: inboxListBody,
    response: pagedOf(inboxRow).extend({ total_capped: z.boolean() }),
  },
  "/staff/inbox/get": { body: inboxItemBody, response: inboxItem },
  "/staff/inbox/update": { body: inboxUpdateBody, response: changed },
  "/staff/inbox/assign": { body: inboxAssignBody, response: changed },
  "/staff/inbox/note": { body: inboxNoteBody, response: inboxNote },
  "/staff/inbox/counts": { body: emptyBody, response: inboxCounts },
  "/staff/inbox/options": { body: z.object({ kind: inboxKind }), response: inboxOptions },
  // A job application's CV, streamed after the permission check (opened in the browser or saved).
  "/staff/applications/cv": {
    body: cvBody,
    response: fileAnswer,
    file: [
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
  },
  // The public complaint follow-up (reference code + phone, no account).
  "/website/complaints/follow-up": { body: complaintFollowUpBody, response: complaintFollowUp },
} as const satisfies Record<string, CallSpec>;
