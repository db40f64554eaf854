import { type CallSpec } from "../contract-kit";
import {
  initiativeRecord,
  initiativeRow,
  initiativeSaveBody,
  initiativesListBody,
} from "../content/initiatives-staff";
import { offerRecord, offerRow, offerSaveBody, offersListBody } from "../content/offers-staff";
import {
  partnerRecord,
  partnerRow,
  partnerSaveBody,
  partnersListBody,
} from "../content/partners-staff";
import { slideCalls } from "../content/slides-staff";
import { jobRecord, jobRow, jobSaveBody, jobsStaffListBody } from "../submissions/jobs-staff";
import { sportCategoryCalls } from "../sports/categories-staff";
import { emptyBody } from "../platform/common";
import { contentRestoreBody, lifecycleCalls, revisionsOf } from "../content/lifecycle";
import { staffRecordIdBody } from "../sports/staff-data-fields";
import { recordCalls } from "./record-calls";
import {
  departmentRecord,
  departmentRow,
  departmentSaveBody,
  departmentsListBody,
  labelRecord,
  labelRow,
  labelSaveBody,
  labelsListBody,
  labelTypes,
  settingsRecord,
  settingsSaveBody,
} from "./site-records";

/** The settings are one record: a restore names only the version to bring back and the one on screen. */
const settingsRestoreBody = contentRestoreBody.omit({ id: true });

/** The staff calls on the site's own records (issue 15, ADR 0043), under /api/v1/staff. */
export const siteRecordCalls = {
  ...recordCalls(
    "departments",
    [departmentsListBody, departmentRow],
    [departmentRecord, departmentSaveBody],
  ),
  "/staff/departments/revisions": {
    body: staffRecordIdBody,
    response: revisionsOf(departmentRecord),
  },
  "/staff/departments/restore": { body: contentRestoreBody, response: departmentRecord },
  ...recordCalls("labels", [labelsListBody, labelRow], [labelRecord, labelSaveBody]),
  "/staff/labels/types": { body: emptyBody, response: labelTypes },
  "/staff/labels/revisions": { body: staffRecordIdBody, response: revisionsOf(labelRecord) },
  "/staff/labels/restore": { body: contentRestoreBody, response: labelRecord },
  "/staff/settings/get": { body: emptyBody, response: settingsRecord },
  "/staff/settings/save": { body: settingsSaveBody, response: settingsRecord },
  "/staff/settings/revisions": { body: emptyBody, response: revisionsOf(settingsRecord) },
  "/staff/settings/restore": { body: settingsRestoreBody, response: settingsRecord },
  // Offers on the content lifecycle (ADR 0041).
  ...lifecycleCalls("offers", [offersListBody, offerRow], [offerRecord, offerSaveBody]),
  ...lifecycleCalls("partners", [partnersListBody, partnerRow], [partnerRecord, partnerSaveBody]),
  ...slideCalls,
  // Job postings (careers) on the content lifecycle.
  ...lifecycleCalls("jobs", [jobsStaffListBody, jobRow], [jobRecord, jobSaveBody]),
  // Sport categories on the content lifecycle (ADR 0050).
  ...sportCategoryCalls,
  ...lifecycleCalls(
    "initiatives",
    [initiativesListBody, initiativeRow],
    [initiativeRecord, initiativeSaveBody],
  ),
} as const satisfies Record<string, CallSpec>;
