import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { AuditAction } from "../../../shared/staff/audit-actions";
import { mediaFileUrl, missingAltLangs } from "../../../shared/media/media-ref";
import type {
  MediaItem,
  MediaListFilter,
  MediaUpdate,
  MediaUpload,
  MediaUse,
} from "../../../shared/staff/media";
import type { Db, DbOrTx } from "../../db/client";
import { media, type MediaRow } from "../../db/schema/media";
import { AppError, notFound } from "../../lib/app-error";
import { decodeBase64File } from "../../lib/files/decode";
import type { MediaStorage } from "../../lib/storage/storage";
import { audit, type AuditActor, type AuditedCall, type AuditEntry } from "../staff/audit";
import type { SaveCall } from "../staff/call-args";
import { queueAvifPresets } from "./media.jobs";
import { assertMediaUsable, toMediaRef } from "./media-ref";
import { moveUses, useCounts, usesOf } from "./media-uses";
import { processImage } from "./process-image";
import { likePattern } from "../../lib/records";

/** The media library for staff (issue 15, ADR 0040): upload, list, get, update alt texts, delete. */

type Listed = MediaRow & { uploaderName: string | null };

function itemOf(row: Listed, useCount: number): MediaItem {
  const ref = toMediaRef(row);
  const thumb =
    row.variants
      .filter((v) => v.format === "webp")
      .sort((a, b) => a.width - b.width)
      .find((v) => v.width >= 320) ?? row.variants.find((v) => v.format === "webp");
  return {
    id: row.id,
    original_name: row.originalName,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt: ref.alt,
    missing_alt: missingAltLangs(ref.alt),
    thumb: thumb ? mediaFileUrl(thumb.key) : mediaFileUrl(row.storageKey),
    original: mediaFileUrl(row.storageKey),
    ref,
    presets: row.variants.length,
    created_at: row.createdAt.toISOString(),
    uploaded_by: row.uploaderName,
    use_count: useCount,
  };
}

const selectListed = (db: DbOrTx) =>
  db
    .select({
      row: media,
      uploaderName: sql<
        string | null
      >`(SELECT name FROM staff_accounts s WHERE s.id = ${media.uploadedBy})`,
    })
    .from(media);

/** The keys of every stored file of a picture. */
const keysOf = (row: Pick<MediaRow, "storageKey" | "variants">) => [
  row.storageKey,
  ...row.variants.map((v) => v.key),
];

/** What the audit log keeps of a picture (no file bytes). */
const auditView = (row: MediaRow) => ({
  original_name: row.originalName,
  mime: row.mime,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  alt: row.alt,
  storage_key: row.storageKey,
});

/** A change to picture `id` in the audit log, with what it was and what it is now. */
const auditMedia = (
  tx: DbOrTx,
  actor: AuditActor,
  action: AuditAction,
  id: number,
  change: Pick<AuditEntry, "before" | "after">,
) => audit(tx, { actor, action, recordType: "media", recordId: id, ...change });

/**
 * Stores one picture: checked and re-encoded (processImage), every file written to storage, then
 * the row and its audit entry in one transaction. If the row cannot be written the files go too.
 */
export async function uploadMedia({
  db,
  storage,
  actor,
  input,
  maxBytes,
}: {
  db: Db;
  storage: MediaStorage;
  actor: AuditActor;
  input: MediaUpload;
  maxBytes: number;
}): Promise<MediaItem> {
  let buffer: Buffer;
  try {
    buffer = decodeBase64File({ data: input.file, field: "file", maxBytes });
  } catch (error) {
    if (error instanceof AppError && error.code === "file_too_large") {
      const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
      throw new AppError(
        413,
        "file_too_large",
        "media.fileTooLarge",
        { file: ["media.fileTooLarge"] },
        { mb },
      );
    }
    if (error instanceof AppError && error.code === "file_invalid")
      throw new AppError(422, "file_invalid", "media.fileInvalid", { file: ["media.fileInvalid"] });
    throw error;
  }
  const image = await processImage(buffer);
  const files = [
    { key: image.original.key, body: image.original.body, type: image.mime },
    ...image.variants.map((v) => ({ key: v.key, body: v.body, type: `image/${v.format}` })),
  ];
  const written: string[] = [];
  try {
    await Promise.all(
      files.map(async (f) => {
        await storage.put(f.key, f.body, f.type);
        written.push(f.key);
      }),
    );
    const alt = {
      ar: input.alt?.ar?.trim() ?? "",
      en: input.alt?.en?.trim() ?? "",
      es: input.alt?.es?.trim() ?? "",
    };
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          originalName: input.name,
          mime: image.mime,
          bytes: image.original.body.length,
          width: image.width,
          height: image.height,
          alt,
          storageKey: image.original.key,
          variants: image.variants.map(({ body: _body, ...v }) => v),
          uploadedBy: actor.id,
        })
        .returning();
      await queueAvifPresets(tx, inserted!.id);
      await auditMedia(tx, actor, "media.upload", inserted!.id, { after: auditView(inserted!) });
      return inserted!;
    });
    return itemOf({ ...row, uploaderName: null }, 0);
  } catch (error) {
    await storage.delete(written).catch(() => {});
    throw error;
  }
}

export async function listMedia({
  db,
  filter,
}: {
  db: Db;
  filter: MediaListFilter;
}): Promise<{ data: MediaItem[]; total: number }> {
  const where: SQL[] = [];
  if (filter.search) {
    const p = likePattern(filter.search);
    where.push(
      or(
        ilike(media.originalName, p),
        sql`(${media.alt}->>'ar' ILIKE ${p} OR ${media.alt}->>'en' ILIKE ${p} OR ${media.alt}->>'es' ILIKE ${p})`,
      )!,
    );
  }
  if (filter.missing_alt)
    where.push(
      sql`(btrim(COALESCE(${media.alt}->>'ar', '')) = '' OR btrim(COALESCE(${media.alt}->>'en', '')) = ''
           OR btrim(COALESCE(${media.alt}->>'es', '')) = '')`,
    );
  const cond = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    selectListed(db)
      .where(cond)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
      .where(cond),
  ]);
  const counts = await useCounts(
    db,
    rows.map((r) => r.row.id),
  );
  return {
    data: rows.map((r) =>
      itemOf({ ...r.row, uploaderName: r.uploaderName }, counts.get(r.row.id) ?? 0),
    ),
    total: count?.n ?? 0,
  };
}

export async function getMedia({
  db,
  id,
  lang,
}: {
  db: Db;
  id: number;
  lang: Lang;
}): Promise<MediaItem & { uses: MediaUse[] }> {
  const [r] = await selectListed(db).where(eq(media.id, id));
  if (!r) throw notFound();
  const uses = await usesOf(db, { id, lang });
  return { ...itemOf({ ...r.row, uploaderName: r.uploaderName }, uses.length), uses };
}

/** Saves the three alt texts (audited with before and after). */
export async function updateMedia({ db, actor, input }: SaveCall<MediaUpdate>): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, input.id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx
      .update(media)
      .set({ alt: input.alt, updatedAt: new Date() })
      .where(eq(media.id, input.id))
      .returning();
    await auditMedia(tx, actor, "media.update", input.id, {
      before: { alt: before.alt },
      after: { alt: after!.alt },
    });
  });
}

const inUse = (uses: MediaUse[]) =>
  new AppError(409, "media_in_use", "media.inUse", undefined, { count: uses.length }, { uses });

/**
 * Deletes a picture nobody uses. The row is locked, its uses read; any use refuses the delete
 * (409 `media_in_use` with the list). The foreign keys (ON DELETE RESTRICT) refuse it too if
 * content starts using the picture meanwhile. Files are removed once the row is gone.
 */
export async function deleteMedia({
  db,
  storage,
  actor,
  id,
  lang,
}: AuditedCall<{ storage: MediaStorage; lang: Lang }>): Promise<void> {
  let row: MediaRow;
  try {
    row = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(media).where(eq(media.id, id)).for("update");
      if (!found) throw notFound();
      const uses = await usesOf(tx, { id, lang });
      if (uses.length) throw inUse(uses);
      await tx.delete(media).where(eq(media.id, id));
      await auditMedia(tx, actor, "media.delete", id, { before: auditView(found) });
      return found;
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === "23503") throw inUse(await usesOf(db, { id, lang }));
    throw error;
  }
  await storage.delete(keysOf(row)).catch(() => {});
}

/**
 * "Replace everywhere": every place that shows picture `id` shows `with_id` instead (which must
 * have its alt texts in every language), in one transaction, audited with the places moved.
 * Afterwards `id` is unused and can be deleted.
 */
export async function replaceMedia({
  db,
  actor,
  id,
  withId,
  lang,
}: AuditedCall<{ withId: number; lang: Lang }>): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, id))
      .for("update");
    if (!found) throw notFound();
    await assertMediaUsable(tx, { id: withId, field: "with_id" });
    const uses = await usesOf(tx, { id, lang });
    const moved = await moveUses(tx, { from: id, to: withId });
    await auditMedia(tx, actor, "media.replace", id, {
      before: { uses: uses.map((u) => `${u.table}.${u.column}#${u.id}`) },
      after: { replaced_by: withId },
    });
    return { moved };
  });
}
