import { eq, inArray, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import {
  slideSaveBody,
  type SlideRecord,
  type SlideRow,
  type SlideSave,
  type SlidesListFilter,
} from "../../../shared/content/slides-staff";
import type { Lang } from "../../../shared/i18n";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { slides } from "../../db/schema/content";
import { AppError } from "../../lib/app-error";
import type { AuditActor } from "../staff/audit";
import { assertMediaUsable } from "../media/media-ref";
import { defineContentType } from "./lifecycle/lifecycle";
import { reorderContent } from "./lifecycle/publishing";
import { lifecycleListQuery, lifecycleRowState } from "./lifecycle/staff-list";

/**
 * Slides on the content lifecycle (issue 15, ADR 0041): how the console reads, writes and orders
 * them. The picture comes from the media library; `image_url` follows it, so the public sliders
 * read it unchanged. The button's target is stored as the public site reads it
 * (`{type, target?, button?}`).
 */

async function readSlide(tx: DbOrTx, id: number): Promise<SlideRecord | null> {
  const [s] = await tx.select().from(slides).where(eq(slides.id, id));
  if (!s) return null;
  return {
    id: s.id,
    kind: s.kind,
    key: s.key,
    title: allLanguages(s.title),
    description: allLanguages(s.description),
    image_media_id: s.imageMediaId,
    image_url: s.imageUrl,
    wins_times: s.winsTimes,
    target_type: s.target.type,
    target: s.target.target ?? "",
    button: allLanguages(s.target.button),
    ord: s.ord,
  };
}

async function writeSlide(
  tx: Tx,
  { id, input, actor }: { id: number | undefined; input: SlideSave; actor: AuditActor },
): Promise<number> {
  const picture = await assertMediaUsable(tx, {
    id: input.image_media_id!,
    field: "image_media_id",
  });
  const values = {
    kind: input.kind,
    key: input.key,
    title: storedLanguages(input.title),
    description: storedLanguages(input.description),
    imageMediaId: input.image_media_id,
    imageUrl: picture.src,
    winsTimes: input.wins_times,
    target:
      input.target_type === "None"
        ? { type: "None" as const }
        : {
            type: input.target_type,
            target: input.target,
            button: storedLanguages(input.button),
          },
    ord: input.ord,
    updatedAt: new Date(),
  };
  const [row] = id
    ? await tx.update(slides).set(values).where(eq(slides.id, id)).returning({ id: slides.id })
    : await tx
        .insert(slides)
        .values({ ...values, status: "draft", createdBy: actor.id })
        .returning({ id: slides.id });
  return row!.id;
}

export const slidesContent = defineContentType<SlideRecord, SlideSave>({
  type: "slides",
  table: "slides",
  read: readSlide,
  write: writeSlide,
  saveSchema: slideSaveBody,
});

/** The console's slides list: search, slider, kind and lifecycle filters, sort and paging. */
export async function listStaffSlides({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: SlidesListFilter;
}): Promise<{ data: SlideRow[]; total: number }> {
  const q = lifecycleListQuery(
    { ...slides, dated: slides.updatedAt, dateSort: slides.ord },
    filter,
    lang,
    {
      searched: [slides.title, slides.description, slides.key],
      translated: [slides.title],
      extra: [
        filter.kind ? eq(slides.kind, filter.kind) : undefined,
        filter.key ? eq(slides.key, filter.key) : undefined,
      ],
    },
  );
  const rows = await db
    .select({ s: slides, ...q.people })
    .from(slides)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(slides)
    .where(q.where);
  return {
    total: count?.total ?? 0,
    data: rows.map(({ s, ...people }) => ({
      id: s.id,
      title: s.title[lang] || s.title.ar || "",
      kind: s.kind,
      key: s.key,
      thumb: s.imageUrl,
      ord: s.ord,
      ...lifecycleRowState(s, people),
      missing: missingLanguages(s.title),
    })),
  };
}

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
