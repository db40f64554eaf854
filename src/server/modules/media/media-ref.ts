import { inArray } from "drizzle-orm";
import { LANGS, translate, type Lang } from "../../../shared/i18n";
import {
  mediaFileUrl,
  missingAltLangs,
  type MediaRef,
  type MediaVariant,
} from "../../../shared/media/media-ref";
import type { DbOrTx } from "../../db/client";
import { media, type MediaRow } from "../../db/schema/media";
import { AppError } from "../../lib/app-error";

/** The row fields a MediaRef is made of (a join may select only these). */
export type MediaRefSource = Pick<MediaRow, "id" | "alt" | "width" | "height" | "variants">;

const srcsetOf = (variants: MediaVariant[], format: MediaVariant["format"]) =>
  variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaFileUrl(v.key)} ${v.width}w`)
    .join(", ");

/**
 * The public DTO of a library picture (shared `MediaRef`): `src` is the WebP preset closest to
 * 1024 pixels wide (the fallback when `srcset` is ignored), `srcset`/`srcset_avif` every preset.
 */
export function toMediaRef(row: MediaRefSource): MediaRef {
  const webp = row.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  const fallback = webp.filter((v) => v.width <= 1024).at(-1) ?? webp[0];
  return {
    id: row.id,
    alt: { ar: row.alt.ar ?? "", en: row.alt.en ?? "", es: row.alt.es ?? "" },
    src: fallback ? mediaFileUrl(fallback.key) : "",
    srcset: srcsetOf(row.variants, "webp"),
    srcset_avif: srcsetOf(row.variants, "avif"),
    width: row.width,
    height: row.height,
  };
}

/** MediaRefs of several pictures in one query (ids not found are absent from the map). */
export async function mediaRefsOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, MediaRef>> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      id: media.id,
      alt: media.alt,
      width: media.width,
      height: media.height,
      variants: media.variants,
    })
    .from(media)
    .where(inArray(media.id, unique));
  return new Map(rows.map((r) => [r.id, toMediaRef(r)]));
}

/**
 * For content saves: the picture exists and has its alt text in `langs` (all three by default),
 * otherwise 422 `media_alt_missing` (or `not_found`) on `field`, in the request's language.
 * Call it inside the save's transaction; the foreign key then keeps the picture from being
 * deleted while the content uses it.
 */
export async function assertMediaUsable(
  db: DbOrTx,
  { id, field, langs = LANGS }: { id: number; field: string; langs?: readonly Lang[] },
): Promise<MediaRef> {
  const ref = (await mediaRefsOf(db, [id])).get(id);
  if (!ref)
    throw new AppError(422, "not_found", "media.pictureNotFound", {
      [field]: ["media.pictureNotFound"],
    });
  const missing = missingAltLangs(ref.alt).filter((l) => langs.includes(l));
  if (missing.length)
    throw new AppError(
      422,
      "media_alt_missing",
      "media.altMissing",
      { [field]: ["media.altMissingField"] },
      (lang) => ({
        langs: new Intl.ListFormat(lang, { type: "conjunction" }).format(
          missing.map((l) => langName(l, lang)),
        ),
      }),
    );
  return ref;
}

/** A record's library picture as its console form reads it (`imageUrl` follows the picture). */
export const pictureFields = (r: { imageMediaId: number | null; imageUrl: string }) => ({
  image_media_id: r.imageMediaId,
  image_url: r.imageUrl,
});

/**
 * The stored columns of a record's library picture: the picture checked usable (422 on
 * `image_media_id` unless it exists with its alt texts) and its address kept beside it, so the
 * public site reads `image_url` unchanged.
 */
export async function pictureColumns(db: DbOrTx, input: { image_media_id: number | null }) {
  const picture = await assertMediaUsable(db, {
    id: input.image_media_id!,
    field: "image_media_id",
  });
  return { imageMediaId: input.image_media_id, imageUrl: picture.src };
}

/** A language's name in another language ("English" in Arabic is "الإنجليزية"). */
export const langName = (l: Lang, inLang: Lang) => translate(inLang, `media.langs.${l}`);
