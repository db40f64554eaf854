import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody, idParams } from "../../../shared/schemas/common";
import {
  homeBody,
  labelsBody,
  pagesBody,
  partnersBody,
  sectionsBody,
  slidesBody,
} from "../../../shared/schemas/content";
import { list, ok } from "../../lib/respond";
import {
  listLabels,
  listOffers,
  listPages,
  listPartners,
  listSections,
  listSlides,
  showOffer,
  showPage,
  showPartner,
  showSection,
  showSlide,
} from "./content.service";
import { createTtlCache } from "../../lib/ttl-cache";
import { getHome } from "./home.service";

/** Site-wide content calls under /website (spec section 7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Every visitor's home page asks for the same payload: compute it once per short window.
  const homeCache = createTtlCache<Awaited<ReturnType<typeof getHome>>>({
    ttlSeconds: app.env.apiCacheSeconds,
  });

  app.post("/home", { schema: { body: homeBody } }, async (req) => {
    const input = {
      lang: req.lang,
      slidersKeys: req.body?.sliders_keys,
      limit: req.body?.limit,
      dataType: req.body?.data_type,
    };
    return ok(await homeCache.get(JSON.stringify(input), () => getHome({ db, ...input })));
  });

  for (const kind of ["slider", "banner"] as const) {
    const base = kind === "slider" ? "/sliders" : "/banners";
    app.post(base, { schema: { body: slidesBody } }, async (req) => {
      const keys = req.body?.keys ?? (req.body?.key ? [req.body.key] : undefined);
      return list(await listSlides({ db, lang: req.lang, kind, keys }));
    });
    app.post(`${base}/show/:id`, { schema: { params: idParams, body: emptyBody } }, async (req) =>
      ok(await showSlide({ db, lang: req.lang, kind, id: req.params.id })),
    );
  }

  // Partners and the page list are read by every page render (the root loader).
  const partnersCache = createTtlCache<Awaited<ReturnType<typeof listPartners>>>({
    ttlSeconds: app.env.apiCacheSeconds,
  });
  const pagesCache = createTtlCache<Awaited<ReturnType<typeof listPages>>>({
    ttlSeconds: app.env.apiCacheSeconds,
  });

  app.post("/partners", { schema: { body: partnersBody } }, async (req) => {
    const type = req.body?.type;
    return list(
      await partnersCache.get(`${req.lang}:${type ?? ""}`, () =>
        listPartners({ db, lang: req.lang, type }),
      ),
    );
  });
  app.post("/partners/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showPartner({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/offers", { schema: { body: emptyBody } }, async (req) =>
    list(await listOffers({ db, lang: req.lang })),
  );
  app.post("/offers/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showOffer({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/pages", { schema: { body: pagesBody } }, async (req) => {
    if (req.body?.path) return ok(await showPage({ db, lang: req.lang, path: req.body.path }));
    const limitedBy = req.body?.limitedBy;
    return list(
      await pagesCache.get(`${req.lang}:${limitedBy ?? ""}`, () =>
        listPages({ db, lang: req.lang, limitedBy }),
      ),
    );
  });
  app.post("/pages/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showPage({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/sections", { schema: { body: sectionsBody } }, async (req) =>
    list(await listSections({ db, lang: req.lang, pageId: req.body?.page_id })),
  );
  app.post("/sections/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showSection({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/labels", { schema: { body: labelsBody } }, async (req) =>
    list(await listLabels({ db, lang: req.lang, type: req.body?.type })),
  );
};
