import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/respond";
import { notFound } from "../../lib/app-error";
import { route } from "../../plugins/contract";
import { stateOf } from "./lifecycle/lifecycle-state";
import { lifecycleRoutes } from "./lifecycle/routes";
import { readSections } from "./page-sections.staff";
import { listStaffPages, pagesContent } from "./pages.staff";
import { showPage } from "./content.service";

const content = { staff: { permission: "content.manage" as const } };

/** Club pages for staff, under /api/v1/staff/pages: the lifecycle calls (ADR 0041, 0051). */
export const pagesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lifecycleRoutes(pagesContent, { list: listStaffPages }));
  // The private preview: the page and its shown sections in one language whatever its status.
  app.post("/preview", { ...route("/staff/pages/preview"), config: content }, async (req) => {
    const state = await stateOf(app.db, pagesContent, req.body.id);
    if (!state) throw notFound();
    const page = await showPage({
      db: app.db,
      lang: req.body.lang,
      id: req.body.id,
      preview: true,
    });
    return ok({ ...page, lifecycle: state.status });
  });
};

/**
 * A page's sections, under /api/v1/staff/sections: read without holding the page. They are
 * written with their page (`/staff/pages/save`), so a section edit is a new page version.
 */
export const sectionsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/sections/list"), config: content }, async (req) => {
    if (!(await stateOf(app.db, pagesContent, req.body.page_id))) throw notFound();
    return ok({ data: await readSections(app.db, req.body.page_id) });
  });
};
