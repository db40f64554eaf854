import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/contract";
import { ok } from "../../lib/respond";
import { lifecycleRoutes } from "./lifecycle/routes";
import { listStaffNews, newsContent, newsOptions, newsStatus } from "./news.staff";
import { initiativesRecord } from "./initiatives.staff";
import { offersRecord } from "./offers.staff";
import { partnersRecord } from "./partners.staff";
import { reorderSlides, slidesRecord } from "./slides.staff";
import { showNews } from "./news.service";
import { actorOf } from "../staff/audit";

const content = { staff: { permission: "content.manage" as const } };

/** News for staff, under /api/v1/staff/news: the lifecycle calls and the form's choices. */
export const newsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lifecycleRoutes(newsContent, { list: listStaffNews }));
  app.post("/options", { ...route("/staff/news/options"), config: content }, async (req) =>
    ok(await newsOptions({ db: app.db, lang: req.lang })),
  );
  // The private preview: the article in the chosen language whatever its status.
  app.post("/preview", { ...route("/staff/news/preview"), config: content }, async (req) => {
    const article = await showNews({
      db: app.db,
      lang: req.body.lang,
      id: req.body.id,
      preview: true,
    });
    return ok({ ...article, status: await newsStatus(app.db, req.body.id) });
  });
};

/** Offers for staff, under /api/v1/staff/offers: the lifecycle calls (ADR 0041). */
export const offersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(offersRecord.routes());
};

/** Sponsors for staff, under /api/v1/staff/partners: the lifecycle calls (ADR 0041). */
export const partnersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(partnersRecord.routes());
};

/** Slides for staff, under /api/v1/staff/slides: the lifecycle calls and their order. */
export const slidesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(slidesRecord.routes());
  app.post("/reorder", { ...route("/staff/slides/reorder"), config: content }, async (req) =>
    ok(await reorderSlides({ db: app.db, actor: actorOf(req), ids: req.body.ids })),
  );
};

/** Social responsibility initiatives for staff, under /api/v1/staff/initiatives (ADR 0050). */
export const initiativesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(initiativesRecord.routes());
};
