import { listOf, showCall, type CallSpec } from "../contract-kit";
import { emptyBody } from "../platform/common";
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

/** Public content calls. */
export const contentCalls = {
  "/website/home": { body: homeBody, response: homeDto },
  "/website/sliders": { body: slidesBody, response: listOf(slideDto) },
  "/website/sliders/show/:id": showCall(slideDto),
  "/website/banners": { body: slidesBody, response: listOf(slideDto) },
  "/website/banners/show/:id": showCall(slideDto),
  "/website/partners": { body: partnersBody, response: listOf(partnerDto) },
  "/website/partners/show/:id": showCall(partnerDto),
  "/website/offers": { body: emptyBody, response: listOf(offerDto) },
  "/website/offers/show/:id": showCall(offerDto),
  // With `path`: that page and its sections; otherwise the published pages.
  "/website/pages": {
    body: pagesBody,
    response: z.union([listOf(pageDto), pageWithSectionsDto]),
  },
  "/website/pages/show/:id": showCall(pageWithSectionsDto),
  "/website/sections": { body: sectionsBody, response: listOf(sectionDto) },
  "/website/sections/show/:id": showCall(sectionDto),
  "/website/labels": { body: labelsBody, response: listOf(labelDto) },
  "/website/news": { body: newsFilter, response: newsPageDto },
  "/website/news/show/:id": showCall(newsArticleDto),
  "/website/initiatives": { body: initiativesBody, response: listOf(initiativeDto) },
  "/website/initiatives/show/:id": showCall(initiativeDto),
  // The seasons that have published initiatives in the language, newest first (the report's chooser).
  "/website/initiatives/seasons": { body: emptyBody, response: listOf(z.string()) },
} as const satisfies Record<string, CallSpec>;
