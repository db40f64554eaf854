import { z } from "zod";
import { pagedOf, type CallSpec } from "../contract-kit";
import {
  mediaIdBody,
  mediaItem,
  mediaListBody,
  mediaReplaceBody,
  mediaUpdateBody,
  mediaUploadBody,
  mediaUse,
} from "../staff/media";

/** A library item with the places that use it (`get`, `update`). */
export const mediaItemWithUses = mediaItem.extend({ uses: z.array(mediaUse) });

/** The media library's staff calls (`media.manage`; ADR 0040). */
export const mediaCalls = {
  "/staff/media/upload": { body: mediaUploadBody, response: mediaItem },
  "/staff/media/list": {
    body: mediaListBody,
    // The upload limit travels with the list, so the console's hint says the server's number.
    response: pagedOf(mediaItem).extend({ max_bytes: z.number().int() }),
  },
  "/staff/media/get": { body: mediaIdBody, response: mediaItemWithUses },
  "/staff/media/update": { body: mediaUpdateBody, response: mediaItemWithUses },
  "/staff/media/delete": { body: mediaIdBody, response: z.object({ id: z.number() }) },
  "/staff/media/replace": { body: mediaReplaceBody, response: z.object({ moved: z.number() }) },
} as const satisfies Record<string, CallSpec>;
