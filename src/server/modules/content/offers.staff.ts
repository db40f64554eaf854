import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
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
import { riyadhIso } from "../../lib/time";
import type { AuditActor } from "../staff/audit";
import { assertMediaUsable } from "../media/media-ref";
import { defineContentType } from "./lifecycle/lifecycle";

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

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  const conds: SQL[] = [];
  if (filter.search)
    conds.push(
      sql`(${offers.title}::text ILIKE ${likePattern(filter.search)} OR ${offers.url} ILIKE ${likePattern(filter.search)})`,
    );
  if (filter.status) conds.push(eq(offers.status, filter.status));
  if (filter.author) conds.push(eq(offers.createdBy, filter.author));
  if (filter.missing) conds.push(sql`coalesce(${offers.title} ->> ${filter.missing}, '') = ''`);
  if (filter.from)
    conds.push(sql`${offers.updatedAt} >= ${`${filter.from}T00:00:00+03:00`}::timestamptz`);
  if (filter.to)
    conds.push(
      sql`${offers.updatedAt} < (${`${filter.to}T00:00:00+03:00`}::timestamptz + interval '1 day')`,
    );
  const where = conds.length ? and(...conds.map((c) => sql`(${c})`)) : undefined;
  const dir = filter.order === "asc" ? asc : desc;
  const orderBy = {
    updated: [dir(offers.updatedAt)],
    date: [dir(offers.ord)],
    title: [dir(sql`coalesce(nullif(${offers.title} ->> ${lang}, ''), ${offers.title} ->> 'ar')`)],
    status: [dir(offers.status), desc(offers.updatedAt)],
  }[filter.sort];
  const rows = await db
    .select({
      o: offers,
      updatedBy: sql<string | null>`ub.name`,
      lockedBy: sql<string | null>`lb.name`,
      lockLive: sql<boolean>`coalesce(${offers.lockedAt} > now() - interval '15 minutes', false)`,
    })
    .from(offers)
    .leftJoin(sql`staff_accounts ub`, sql`ub.id = ${offers.updatedBy}`)
    .leftJoin(sql`staff_accounts lb`, sql`lb.id = ${offers.lockedBy}`)
    .where(where)
    .orderBy(...orderBy, desc(offers.id))
    .limit(filter.per_page)
    .offset((filter.page - 1) * filter.per_page);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(offers)
    .where(where);
  return {
    total: count?.total ?? 0,
    data: rows.map(({ o, updatedBy, lockedBy, lockLive }) => ({
      id: o.id,
      title: o.title[lang] || o.title.ar || "",
      thumb: o.imageUrl,
      url: o.url,
      ord: o.ord,
      status: o.status,
      publish_at: o.publishAt ? riyadhIso(o.publishAt) : null,
      version: o.version,
      updated_at: riyadhIso(o.updatedAt),
      updated_by: o.updatedBy ? { id: o.updatedBy, name: updatedBy ?? "" } : null,
      locked_by: lockLive && o.lockedBy ? { id: o.lockedBy, name: lockedBy ?? "" } : null,
      missing: missingLanguages(o.title),
    })),
  };
}
