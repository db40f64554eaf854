import { pagedOf, showCall, type CallSpec } from "../contract-kit";
import { jobApplicationBody, jobsBody } from "./careers";
import { complaintBody, contactBody, visitBody } from "./contact";
import { jobDto, submissionDto } from "./dtos";
import { sportJoinBody } from "./sport-join";

/** Submissions: job applications, contact messages, complaints, visits, sport join requests. */
export const submissionsCalls = {
  "/website/jobs": { body: jobsBody, response: pagedOf(jobDto) },
  "/website/jobs/show/:id": showCall(jobDto),
  "/website/jobs/applications/create": { body: jobApplicationBody, response: submissionDto },
  "/website/contactus/create": { body: contactBody, response: submissionDto },
  "/website/complaints/create": { body: complaintBody, response: submissionDto },
  "/website/visits/create": { body: visitBody, response: submissionDto },
  "/website/teams/categories/join": { body: sportJoinBody, response: submissionDto },
} as const satisfies Record<string, CallSpec>;
