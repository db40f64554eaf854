import { listOf, showCall, type CallSpec } from "../contract-kit";
import { emptyBody } from "../platform/common";
import * as dto from "./dtos";
import * as req from "./schemas";
import { z } from "zod";

/** Public content calls. */
export const contentCalls = {
  "/website/home": { body: req.homeBody, response: dto.homeDto },
  "/website/sliders": { body: req.slidesBody, response: listOf(dto.slideDto) },
  "/website/sliders/show/:id": showCall(dto.slideDto),
  "/website/banners": { body: req.slidesBody, response: listOf(dto.slideDto) },
  "/website/banners/show/:id": showCall(dto.slideDto),
  "/website/partners": { body: req.partnersBody, response: listOf(dto.partnerDto) },
  "/website/partners/show/:id": showCall(dto.partnerDto),
  "/website/offers": { body: emptyBody, response: listOf(dto.offerDto) },
  "/website/offers/show/:id": showCall(dto.offerDto),
  // With `path`: that page and its sections; otherwise the published pages.
  "/website/pages": {
    body: req.pagesBody,
    response: z.union([listOf(dto.pageDto), dto.pageWithSectionsDto]),
  },
  "/website/pages/show/:id": showCall(dto.pageWithSectionsDto),
  "/website/sections": { body: req.sectionsBody, response: listOf(dto.sectionDto) },
  "/website/sections/show/:id": showCall(dto.sectionDto),
  "/website/labels": { body: req.labelsBody, response: listOf(dto.labelDto) },
  "/website/news": { body: req.newsFilter, response: dto.newsPageDto },
  "/website/news/show/:id": showCall(dto.newsArticleDto),
  "/website/initiatives": { body: req.initiativesBody, response: listOf(dto.initiativeDto) },
  "/website/initiatives/show/:id": showCall(dto.initiativeDto),
  // The seasons that have published initiatives in the language, newest first (the report's chooser).
  "/website/initiatives/seasons": { body: emptyBody, response: listOf(z.string()) },
} as const satisfies Record<string, CallSpec>;
