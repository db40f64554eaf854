import { eq, inArray } from "drizzle-orm";
import { allLanguages, storedLanguages } from "../../../shared/content/localized";
import { slideSaveBody, type SlidesListFilter } from "../../../shared/content/slides-staff";
import type { Db } from "../../db/client";
import { slides } from "../../db/schema/content";
import { AppError } from "../../lib/app-error";
import type { AuditActor } from "../staff/audit";
import { pictureFields, pictureColumns } from "../media/media-ref";
import { reorderContent } from "./lifecycle/publishing";
import { defineSiteRecord } from "./lifecycle/site-record";

/**
 * Slides on the content lifecycle (issue 15, ADR 0041, 0050) and their order. The picture comes
 * from the media library; `image_url` follows it, so the public sliders read it unchanged. The
 * button's target is stored as the public site reads it (`{type, target?, button?}`).
 */
export const slidesRecord = defineSiteRecord({
  table: slides,
  saveSchema: slideSaveBody,
  record: (s) => ({
    kind: s.kind,
    key: s.key,
    title: allLanguages(s.title),
    description: allLanguages(s.description),
    ...pictureFields(s),
    wins_times: s.winsTimes,
    target_type: s.target.type,
    target: s.target.target ?? "",
    button: allLanguages(s.target.button),
    ord: s.ord,
  }),
  values: async (tx, input) => ({
    kind: input.kind,
    key: input.key,
    title: storedLanguages(input.title),
    description: storedLanguages(input.description),
    ...(await pictureColumns(tx, input)),
    winsTimes: input.wins_times,
    target:
      input.target_type === "None"
        ? { type: "None" as const }
        : { type: input.target_type, target: input.target, button: storedLanguages(input.button) },
    ord: input.ord,
  }),
  list: {
    searched: [slides.title, slides.description, slides.key],
    translated: ["title"],
    filters: (f: SlidesListFilter) => [
      f.kind ? eq(slides.kind, f.kind) : undefined,
      f.key ? eq(slides.key, f.key) : undefined,
    ],
    row: (s, lang) => ({
      title: s.title[lang] || s.title.ar || "",
      kind: s.kind,
      key: s.key,
      thumb: s.imageUrl,
      ord: s.ord,
    }),
  },
});
export const slidesContent = slidesRecord.content;

/**
 * Puts the slides of one slider in the order given. Every slide of the list must exist and
 * belong to the same slider (kind and key), else nothing changes.
 */
export async function reorderSlides({
  db,
  actor,
  ids,
}: {
  db: Db;
  actor: AuditActor;
  ids: number[];
}): Promise<{ ids: number[] }> {
  const found = await db
    .select({ kind: slides.kind, key: slides.key })
    .from(slides)
    .where(inArray(slides.id, ids));
  const groups = new Set(found.map((s) => `${s.kind}:${s.key}`));
  if (new Set(ids).size !== ids.length || found.length !== ids.length || groups.size !== 1)
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      ids: ["cms.slide.reorderMixed"],
    });
  return reorderContent(slidesContent as never, { db, actor, ids });
}
