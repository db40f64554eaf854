import type { ContractPath } from "../../../shared/contract";
import {
  recordRoutes,
  staffCalls,
  type CallTable,
  type RecordServices,
  type StaffCall,
} from "../staff/staff-calls";
import type { versionedRecordCalls } from "../staff/versioned-records";
import { departmentCalls, listDepartments } from "./staff-departments";
import { labelCalls, labelTypes, listLabels } from "./staff-labels";
import { departmentSaveBody, labelSaveBody } from "../../../shared/staff/site-records";
import {
  getStaffSettings,
  restoreSettings,
  saveStaffSettings,
  settingsRevisions,
} from "./staff-settings";

/**
 * A record's versioned calls as its staff routes use them: `get`, `save` and `delete` (`remove`)
 * are checked against the contract's calls of its type.
 */
type Versioned<T extends string, R extends Record<string, unknown>, I> = ReturnType<
  typeof versionedRecordCalls<R, I>
> & {
  get: RecordServices<T>["get"];
  save: RecordServices<T>["save"];
  remove: RecordServices<T>["delete"];
};

/**
 * A record with versions (ADR 0043) for editors and admins, under /api/v1/staff/<type>: the
 * record calls, and its kept versions (`revisions`) and their `restore`, checked by today's
 * save schema.
 */
function versionedRoutes<T extends "departments" | "labels", R extends Record<string, unknown>, I>(
  type: T,
  list: RecordServices<T>["list"],
  calls: Versioned<T, R, I>,
  schema: { parse: (v: unknown) => I },
  more: CallTable<`/staff/${T}`> = {},
) {
  const services: RecordServices<T> = {
    list,
    get: calls.get,
    save: calls.save,
    delete: calls.remove,
  };
  return recordRoutes(type, "content.manage", services, {
    ...more,
    revisions: async ({ db, body }: StaffCall<`/staff/${T}/revisions` & ContractPath>) => ({
      data: await calls.revisions({ db, id: (body as { id: number }).id }),
    }),
    restore: ({ db, actor, body }: StaffCall<`/staff/${T}/restore` & ContractPath>) =>
      calls.restore({
        db,
        actor,
        ...(body as { id: number; revision: number; version: number }),
        schema,
      }),
  } as CallTable<`/staff/${T}`>);
}

/** Departments for staff, under /api/v1/staff/departments (editor, admin). */
export const departmentsStaffRoutes = versionedRoutes(
  "departments",
  listDepartments,
  departmentCalls,
  departmentSaveBody,
);

/** Labels (UI texts kept in the database), under /api/v1/staff/labels (editor, admin). */
export const labelsStaffRoutes = versionedRoutes("labels", listLabels, labelCalls, labelSaveBody, {
  types: ({ db }) => labelTypes({ db }),
});

/** The site settings, under /api/v1/staff/settings (admin only). */
export const settingsStaffRoutes = staffCalls("/staff/settings", "settings.manage", {
  get: ({ db }) => getStaffSettings({ db }),
  save: ({ db, actor, body }) => saveStaffSettings({ db, actor, input: body }),
  revisions: async ({ db }) => ({ data: await settingsRevisions({ db }) }),
  restore: ({ db, actor, body }) => restoreSettings({ db, actor, ...body }),
});
