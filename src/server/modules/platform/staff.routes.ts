import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/contract";
import { ok, paged } from "../../lib/respond";
import { actorOf } from "../staff/audit";
import { departmentCalls, listDepartments } from "./staff-departments";
import { labelCalls, labelTypes, listLabels } from "./staff-labels";
import { departmentSaveBody, labelSaveBody } from "../../../shared/staff/site-records";
import {
  getStaffSettings,
  restoreSettings,
  saveStaffSettings,
  settingsRevisions,
} from "./staff-settings";

const content = { staff: { permission: "content.manage" as const } };
const admin = { staff: { permission: "settings.manage" as const } };

/** Departments for staff, under /api/v1/staff/departments (editor, admin). */
export const departmentsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/departments/list"), config: content }, async (req) => {
    const r = await listDepartments({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/departments/get"), config: content }, async (req) =>
    ok(await departmentCalls.get({ db: app.db, id: req.body.id })),
  );
  app.post("/save", { ...route("/staff/departments/save"), config: content }, async (req) =>
    ok(await departmentCalls.save({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/departments/delete"), config: content }, async (req) =>
    ok(await departmentCalls.remove({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
  app.post(
    "/revisions",
    { ...route("/staff/departments/revisions"), config: content },
    async (req) => ok({ data: await departmentCalls.revisions({ db: app.db, id: req.body.id }) }),
  );
  app.post("/restore", { ...route("/staff/departments/restore"), config: content }, async (req) =>
    ok(
      await departmentCalls.restore({
        db: app.db,
        actor: actorOf(req),
        ...req.body,
        schema: departmentSaveBody,
      }),
    ),
  );
};

/** Labels (UI texts kept in the database), under /api/v1/staff/labels (editor, admin). */
export const labelsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/labels/list"), config: content }, async (req) => {
    const r = await listLabels({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/types", { ...route("/staff/labels/types"), config: content }, async () =>
    ok(await labelTypes({ db: app.db })),
  );
  app.post("/get", { ...route("/staff/labels/get"), config: content }, async (req) =>
    ok(await labelCalls.get({ db: app.db, id: req.body.id })),
  );
  app.post("/save", { ...route("/staff/labels/save"), config: content }, async (req) =>
    ok(await labelCalls.save({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/labels/delete"), config: content }, async (req) =>
    ok(await labelCalls.remove({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
  app.post("/revisions", { ...route("/staff/labels/revisions"), config: content }, async (req) =>
    ok({ data: await labelCalls.revisions({ db: app.db, id: req.body.id }) }),
  );
  app.post("/restore", { ...route("/staff/labels/restore"), config: content }, async (req) =>
    ok(
      await labelCalls.restore({
        db: app.db,
        actor: actorOf(req),
        ...req.body,
        schema: labelSaveBody,
      }),
    ),
  );
};

/** The site settings, under /api/v1/staff/settings (admin only). */
export const settingsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/get", { ...route("/staff/settings/get"), config: admin }, async () =>
    ok(await getStaffSettings({ db: app.db })),
  );
  app.post("/save", { ...route("/staff/settings/save"), config: admin }, async (req) =>
    ok(await saveStaffSettings({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/revisions", { ...route("/staff/settings/revisions"), config: admin }, async () =>
    ok({ data: await settingsRevisions({ db: app.db }) }),
  );
  app.post("/restore", { ...route("/staff/settings/restore"), config: admin }, async (req) =>
    ok(await restoreSettings({ db: app.db, actor: actorOf(req), ...req.body })),
  );
};
