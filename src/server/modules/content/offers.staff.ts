import { eq, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import {
  offerSaveBody,
  type OfferRecord,
  type OfferRow,
  type OfferSave,
  type OffersListFilter,
} from "../../../shared/content/offers-staff";
import type { Lang } from "../../../shared/i18n";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { offers } from "../../db/schema/content";
import type { AuditActor } from "../staff/audit";
import { assertMediaUsable } from "../media/media-ref";
import { defineContentType } from "./lifecycle/lifecycle";
import { lifecycleListQuery, lifecycleRowState } from "./lifecycle/staff-list";

/**
 * Offers on the content lifecycle (issue 15, ADR 0041): how the console reads and writes one.
 * The picture comes from the media library (`image_media_id`, alt texts required); `image_url`
 * follows it, so the public offers, home and sections read it unchanged.
 */

async function readOffer(tx: DbOrTx, id: number): Promise<OfferRecord | null> {
  const [o] = await tx.select().from(offers).where(eq(offers.id, id));
  if (!o) return null;
  return {
    id: o.id,
    title: allLanguages(o.title),
    description: allLanguages(o.description),
    image_media_id: o.imageMediaId,
    image_url: o.imageUrl,
    url: o.url,
    ord: o.ord,
  };
}

async function writeOffer(
  tx: Tx,
  { id, input, actor }: { id: number | undefined; input: OfferSave; actor: AuditActor },
): Promise<number> {
  const picture = await assertMediaUsable(tx, {
    id: input.image_media_id!,
    field: "image_media_id",
  });
  const values = {
    title: storedLanguages(input.title),
    description: storedLanguages(input.description),
    imageMediaId: input.image_media_id,
    imageUrl: picture.src,
    url: input.url,
    ord: input.ord,
    updatedAt: new Date(),
  };
  const [row] = id
    ? await tx.update(offers).set(values).where(eq(offers.id, id)).returning({ id: offers.id })
    : await tx
        .insert(offers)
        .values({ ...values, status: "draft", createdBy: actor.id })
        .returning({ id: offers.id });
  return row!.id;
}

export const offersContent = defineContentType<OfferRecord, OfferSave>({
  type: "offers",
  table: "offers",
  read: readOffer,
  write: writeOffer,
  saveSchema: offerSaveBody,
});

/** The console's offers list: search, lifecycle filters, sort and server-side paging. */
export async function listStaffOffers({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: OffersListFilter;
}): Promise<{ data: OfferRow[]; total: number }> {
  const q = lifecycleListQuery(
    { ...offers, dated: offers.updatedAt, dateSort: offers.ord },
    filter,
    lang,
    { searched: [offers.title, offers.url], translated: [offers.title] },
  );
  const rows = await db
    .select({ o: offers, ...q.people })
    .from(offers)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(offers)
    .where(q.where);
  return {
    total: count?.total ?? 0,
    data: rows.map(({ o, ...people }) => ({
      id: o.id,
      title: o.title[lang] || o.title.ar || "",
      thumb: o.imageUrl,
      url: o.url,
      ord: o.ord,
      ...lifecycleRowState(o, people),
      missing: missingLanguages(o.title),
    })),
  };
}
