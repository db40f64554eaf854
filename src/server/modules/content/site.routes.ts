import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { list, ok, paged } from "../../lib/respond";
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
import { listNews, showNews } from "./news.service";
import { listInitiatives, listInitiativeSeasons, showInitiative } from "./initiatives.service";

/** Public content calls: home, sliders, banners, partners, offers, pages, sections, labels, news, initiatives. */
export const contentSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Every visitor's home page asks for the same payload: compute it once per short window.
  const homeCache = createTtlCache<Awaited<ReturnType<typeof getHome>>>({
    ttlSeconds: app.env.apiCacheSeconds,
  });

  app.post("/website/home", { ...route("/website/home") }, async (req) => {
    const input = {
      lang: req.lang,
      slidersKeys: req.body?.sliders_keys,
      limit: req.body?.limit,
      dataType: req.body?.data_type,
    };
    return ok(await homeCache.get(JSON.stringify(input), () => getHome({ db, ...input })));
  });

  for (const kind of ["slider", "banner"] as const) {
    const base = kind === "slider" ? "/website/sliders" : "/website/banners";
    app.post(base, route(base), async (req) => {
      const keys = req.body?.keys ?? (req.body?.key ? [req.body.key] : undefined);
      return list(await listSlides({ db, lang: req.lang, kind, keys }));
    });
    app.post(`${base}/show/:id`, route(`${base}/show/:id`), async (req) =>
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
  // Published content changed on some instance: answers computed before are stale (ADR 0041).
  app.contentCache.subscribe(() => {
    homeCache.clear();
    partnersCache.clear();
    pagesCache.clear();
  });

  app.post("/website/partners", { ...route("/website/partners") }, async (req) => {
    const type = req.body?.type;
    return list(
      await partnersCache.get(`${req.lang}:${type ?? ""}`, () =>
        listPartners({ db, lang: req.lang, type }),
      ),
    );
  });
  app.post("/website/partners/show/:id", { ...route("/website/partners/show/:id") }, async (req) =>
    ok(await showPartner({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/offers", { ...route("/website/offers") }, async (req) =>
    list(await listOffers({ db, lang: req.lang })),
  );
  app.post("/website/offers/show/:id", { ...route("/website/offers/show/:id") }, async (req) =>
    ok(await showOffer({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/pages", { ...route("/website/pages") }, async (req) => {
    if (req.body?.path) return ok(await showPage({ db, lang: req.lang, path: req.body.path }));
    const limitedBy = req.body?.limitedBy;
    return list(
      await pagesCache.get(`${req.lang}:${limitedBy ?? ""}`, () =>
        listPages({ db, lang: req.lang, limitedBy }),
      ),
    );
  });
  app.post("/website/pages/show/:id", { ...route("/website/pages/show/:id") }, async (req) =>
    ok(await showPage({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/sections", { ...route("/website/sections") }, async (req) =>
    list(await listSections({ db, lang: req.lang, pageId: req.body?.page_id })),
  );
  app.post("/website/sections/show/:id", { ...route("/website/sections/show/:id") }, async (req) =>
    ok(await showSection({ db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/labels", { ...route("/website/labels") }, async (req) =>
    list(await listLabels({ db, lang: req.lang, type: req.body?.type })),
  );

  app.post(
    "/website/news",
    { ...route("/website/news"), config: { searchFields: ["keywords"] } },
    async (req) => {
      const r = await listNews({ db: app.db, lang: req.lang, filter: req.body ?? {} });
      return paged(r.items, r.page, r.perPage, r.total);
    },
  );
  app.post("/website/news/show/:id", { ...route("/website/news/show/:id") }, async (req) =>
    ok(await showNews({ db: app.db, lang: req.lang, id: req.params.id })),
  );

  app.post("/website/initiatives", { ...route("/website/initiatives") }, async (req) =>
    list(await listInitiatives({ db: app.db, lang: req.lang, season: req.body?.season })),
  );
  app.post(
    "/website/initiatives/seasons",
    { ...route("/website/initiatives/seasons") },
    async (req) => list(await listInitiativeSeasons({ db: app.db, lang: req.lang })),
  );
  app.post(
    "/website/initiatives/show/:id",
    { ...route("/website/initiatives/show/:id") },
    async (req) => ok(await showInitiative({ db: app.db, lang: req.lang, id: req.params.id })),
  );
};
