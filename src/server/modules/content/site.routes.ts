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
import { siteCalls } from "../platform/site-calls";
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

  siteCalls(app, {
    "/website/partners": async ({ db, lang, body }) => {
      const type = body?.type;
      return list(
        await partnersCache.get(`${lang}:${type ?? ""}`, () => listPartners({ db, lang, type })),
      );
    },
    "/website/partners/show/:id": async ({ db, lang, params }) =>
      ok(await showPartner({ db, lang, id: params.id })),

    "/website/offers": async ({ db, lang }) => list(await listOffers({ db, lang })),
    "/website/offers/show/:id": async ({ db, lang, params }) =>
      ok(await showOffer({ db, lang, id: params.id })),

    "/website/pages": async ({ db, lang, body }) => {
      if (body?.path) return ok(await showPage({ db, lang, path: body.path }));
      const limitedBy = body?.limitedBy;
      return list(
        await pagesCache.get(`${lang}:${limitedBy ?? ""}`, () =>
          listPages({ db, lang, limitedBy }),
        ),
      );
    },
    "/website/pages/show/:id": async ({ db, lang, params }) =>
      ok(await showPage({ db, lang, id: params.id })),

    "/website/sections": async ({ db, lang, body }) =>
      list(await listSections({ db, lang, pageId: body?.page_id })),
    "/website/sections/show/:id": async ({ db, lang, params }) =>
      ok(await showSection({ db, lang, id: params.id })),

    "/website/labels": async ({ db, lang, body }) =>
      list(await listLabels({ db, lang, type: body?.type })),

    "/website/news": {
      options: { config: { searchFields: ["keywords"] } },
      run: async ({ db, lang, body }) => {
        const r = await listNews({ db, lang, filter: body ?? {} });
        return paged(r.items, r.page, r.perPage, r.total);
      },
    },
    "/website/news/show/:id": async ({ db, lang, params }) =>
      ok(await showNews({ db, lang, id: params.id })),

    "/website/initiatives": async ({ db, lang, body }) =>
      list(await listInitiatives({ db, lang, season: body?.season })),
    "/website/initiatives/seasons": async ({ db, lang }) =>
      list(await listInitiativeSeasons({ db, lang })),
    "/website/initiatives/show/:id": async ({ db, lang, params }) =>
      ok(await showInitiative({ db, lang, id: params.id })),
  });
};
