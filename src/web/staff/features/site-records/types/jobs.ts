import { JOB_TYPES } from "../../../../../shared/submissions/careers";
import { jobSaveBody, jobsStaffListBody } from "../../../../../shared/submissions/jobs-staff";
import type { T } from "../../../../lib/i18n";
import { defineRecordType, lifecycleFilters, recordCalls } from "../record-type";
import * as field from "../record-fields";
import { choices } from "../../../../components/ui/form-controls";

const types = (t: T) => choices(JOB_TYPES, (k) => t(`cms.job.types.${k}`));

/**
 * Job postings (/staff/job-postings, calls /jobs/*): title, summary, description and
 * requirements per language (plain text, as the careers page shows them), type and whether the
 * posting takes applications, with how many it received.
 */
export const jobsType = defineRecordType({
  ...recordCalls("jobs", "job-postings"),
  words: "cms.job",
  listBody: jobsStaffListBody,
  filters: lifecycleFilters(
    { name: "type", label: "cms.job.type", choices: types },
    {
      name: "open",
      label: "cms.job.openFilter",
      choices: (t) => choices(["1", "0"] as const, (v) => t(`cms.job.openStates.${v}`)),
    },
  ),
  filterColumns: 5,
  columns: [
    "name",
    { id: "type", header: "cms.job.type", cell: (j, t) => t(`cms.job.types.${j.type}`) },
    {
      id: "open",
      header: "cms.job.openFilter",
      cell: (j, t, fmt) =>
        j.open || !j.closed_at
          ? t(`cms.job.openStates.${j.open ? "1" : "0"}`)
          : t("cms.job.closedOn", { date: fmt(j.closed_at) }),
    },
    "status",
    {
      id: "applications",
      header: "cms.job.applications",
      cell: (j) => j.applications,
      figure: true,
    },
    { id: "date", header: "cms.job.date", cell: (j, _t, fmt) => fmt(j.date) },
    "updated",
  ],
  nameKey: "title",
  nameLabel: "cms.job.title",
  saveSchema: jobSaveBody,
  defaults: () => ({
    ...field.emptyTexts("title", "summery", "description", "requirement"),
    type: "full_time",
    open: true,
    closed_at: "",
  }),
  fields: [
    field.localized("title", "cms.job.title"),
    { kind: "note", text: "cms.job.textHint" },
    field.description("summery", "cms.job.summery"),
    field.localized("description", "cms.job.description", { multiline: true }),
    field.description("requirement", "cms.job.requirement"),
    { kind: "select", name: "type", label: "cms.job.type", narrow: true, choices: types },
    { kind: "check", name: "open", label: "cms.job.open", hint: "cms.job.openHint" },
    {
      kind: "datetime",
      name: "closed_at",
      label: "cms.job.closedAt",
      hint: "cms.job.closedAtHint",
      when: (v) => v.open === false,
    },
  ],
});
