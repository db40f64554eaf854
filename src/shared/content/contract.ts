import { listOf, type CallSpec } from "../contract-kit";
import { emptyBody, idParams } from "../platform/common";
import {
  homeDto,
  initiativeDto,
  labelDto,
  newsArticleDto,
  newsPageDto,
  offerDto,
  pageDto,
  pageWithSectionsDto,
  partnerDto,
  sectionDto,
  slideDto,
} from "./dtos";
import {
  homeBody,
  initiativesBody,
  labelsBody,
  newsFilter,
  pagesBody,
  partnersBody,
  sectionsBody,
  slidesBody,
} from "./schemas";
import { z } from "zod";

const show = <R extends CallSpec["response"]>(response: R) =>
  ({ params: idParams, body: emptyBody, response }) as const;

/** Public content calls. */
export const contentCalls = {
  "/website/home": { body: homeBody, response: homeDto },
  "/website/sliders": { body: slidesBody, response: listOf(slideDto) },
  "/website/sliders/show/:id": show(slideDto),
  "/website/banners": { body: slidesBody, response: listOf(slideDto) },
  "/website/banners/show/:id": show(slideDto),
  "/website/partners": { body: partnersBody, response: listOf(partnerDto) },
  "/website/partners/show/:id": show(partnerDto),
  "/website/offers": { body: emptyBody, response: listOf(offerDto) },
  "/website/offers/show/:id": show(offerDto),
  // With `path`: that page and its sections; otherwise the published pages.
  "/website/pages": {
    body: pagesBody,
    response: z.union([listOf(pageDto), pageWithSectionsDto]),
  },
  "/website/pages/show/:id": show(pageWithSectionsDto),
  "/website/sections": { body: sectionsBody, response: listOf(sectionDto) },
  "/website/sections/show/:id": show(sectionDto),
  "/website/labels": { body: labelsBody, response: listOf(labelDto) },
  "/website/news": { body: newsFilter, response: newsPageDto },
  "/website/news/show/:id": show(newsArticleDto),
  "/website/initiatives": { body: initiativesBody, response: listOf(initiativeDto) },
  "/website/initiatives/show/:id": show(initiativeDto),
} as const satisfies Record<string, CallSpec>;
