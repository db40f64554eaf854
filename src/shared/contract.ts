import type { z } from "zod";
import { contentCalls } from "./content/contract";
import { pagesStaffCalls } from "./content/pages-staff";
import type { CallSpec } from "./contract-kit";
import { engagementCalls } from "./engagement/contract";
import { eventsCalls } from "./events/contract";
import { identityCalls } from "./identity/contract";
import { memberCalls } from "./identity/members-staff";
import { privacyCalls } from "./identity/privacy-staff";
import { mediaCalls } from "./media/contract";
import { platformCalls } from "./platform/contract";
import { resultsCalls } from "./results/contract";
import { sportsCalls } from "./sports/contract";
import { staffCalls } from "./staff/contract";
import { siteRecordCalls } from "./staff/site-contract";
import { submissionsCalls } from "./submissions/contract";
import { inboxCalls } from "./submissions/inbox-contract";
import { replyCalls } from "./submissions/replies-contract";
import { pipelineCalls } from "./submissions/inbox-pipeline";
import { listExportCalls } from "./staff/list-exports";
import { surveysStaffCalls } from "./engagement/surveys-staff";
import { pollsStaffCalls } from "./engagement/polls-staff";

/**
 * The contract: every call's path (relative to /api/v1, `:id` for a path parameter) with its
 * request schemas and the schema of its answer's `results`. The server registers its routes
 * from this map (and refuses to start with a route missing from it), checks every answer
 * against it outside production, and serves it as OpenAPI at /api/v1/openapi.json; the web's
 * API helpers take their body and result types from it. Each domain keeps its own part.
 */
export const contract = {
  ...platformCalls,
  ...contentCalls,
  ...sportsCalls,
  ...eventsCalls,
  ...submissionsCalls,
  ...identityCalls,
  ...engagementCalls,
  ...staffCalls,
  ...siteRecordCalls,
  ...mediaCalls,
  ...memberCalls,
  ...privacyCalls,
  ...inboxCalls,
  ...replyCalls,
  ...resultsCalls,
  ...pagesStaffCalls,
  ...pipelineCalls,
  ...listExportCalls,
  ...surveysStaffCalls,
  ...pollsStaffCalls,
} as const satisfies Record<string, CallSpec>;

export type Contract = typeof contract;
export type ContractPath = keyof Contract;

/** A path as it is called: `:id` becomes the number. */
type Concrete<K extends string> = K extends `${infer A}:id${infer B}` ? `${A}${number}${B}` : K;
type Called<K extends string> = Concrete<K> | `${Concrete<K>}?${string}`;

/** Every path a client may call (with numbers in place of `:id`, optionally a query string). */
export type CallPath = { [K in ContractPath]: Called<K> }[ContractPath];

/** The contract entry a called path belongs to. */
export type PathKey<P extends string> = {
  [K in ContractPath]: P extends Called<K> ? K : never;
}[ContractPath];

type Spec<P extends string> = Contract[PathKey<P>];

/**
 * What a client sends: the schema's input type (defaults may be left out), or its output type
 * where the schema takes anything and normalizes it (preprocessed filters, coerced numbers).
 */
export type BodyOf<P extends string> =
  unknown extends z.input<Spec<P>["body"]> ? z.output<Spec<P>["body"]> : z.input<Spec<P>["body"]>;

/** The `results` of a successful answer. */
export type ResultOf<P extends string> = z.output<Spec<P>["response"]>;

/** Looks a registered route's path (relative to /api/v1) up in the map. */
export function contractEntry(path: string): CallSpec | undefined {
  return Object.hasOwn(contract, path) ? (contract as Record<string, CallSpec>)[path] : undefined;
}

/** A staff call's path as the console writes it, relative to /api/v1/staff (`/accounts/list`). */
export type StaffCallPath = {
  [K in CallPath]: K extends `/staff${infer Rest}` ? Rest : never;
}[CallPath];
