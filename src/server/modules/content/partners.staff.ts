import { eq, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import {
  partnerSaveBody,
  type PartnerRecord,
  type PartnerRow,
  type PartnerSave,
  type PartnersListFilter,
} from "../../../shared/content/partners-staff";
import type { Lang } from "../../../shared/i18n";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { partners } from "../../db/schema/content";
import type { AuditActor } from "../staff/audit";
import { assertMediaUsable } from "../media/media-ref";
import { defineContentType } from "./lifecycle/lifecycle";
import { lifecycleListQuery, lifecycleRowState } from "./lifecycle/staff-list";

/**
 * Sponsors on the content lifecycle (issue 15, ADR 0041): how the console reads and writes one.
 * The logo comes from the media library (`image_media_id`, alt texts required); `image_url`
 * follows it, so the header, footer, home and sponsor page read it unchanged.
 */

async function readPartner(tx: DbOrTx, id: number): Promise<PartnerRecord | null> {
  const [p] = await tx.select().from(partners).where(eq(partners.id, id));
  if (!p) return null;
  return {
    id: p.id,
    sponsor_name: allLanguages(p.sponsorName),
    title: allLanguages(p.title),
    type: p.type,
    image_media_id: p.imageMediaId,
    image_url: p.imageUrl,
    url: p.url ?? "",
    ord: p.ord,
  };
}

async function writePartner(
  tx: Tx,
  { id, input, actor }: { id: number | undefined; input: PartnerSave; actor: AuditActor },
): Promise<number> {
  const logo = await assertMediaUsable(tx, {
    id: input.image_media_id!,
    field: "image_media_id",
  });
  const values = {
    sponsorName: storedLanguages(input.sponsor_name),
    title: storedLanguages(input.title),
    type: input.type,
    imageMediaId: input.image_media_id,
    imageUrl: logo.src,
    url: input.url || null,
    ord: input.ord,
    updatedAt: new Date(),
  };
  const [row] = id
    ? await tx
        .update(partners)
        .set(values)
        .where(eq(partners.id, id))
        .returning({ id: partners.id })
    : await tx
        .insert(partners)
        .values({ ...values, status: "draft", createdBy: actor.id })
        .returning({ id: partners.id });
  return row!.id;
}

export const partnersContent = defineContentType<PartnerRecord, PartnerSave>({
  type: "partners",
  table: "partners",
  read: readPartner,
  write: writePartner,
  saveSchema: partnerSaveBody,
});

/** The console's sponsors list: search, kind and lifecycle filters, sort and paging. */
export async function listStaffPartners({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: PartnersListFilter;
}): Promise<{ data: PartnerRow[]; total: number }> {
  const q = lifecycleListQuery(
    { ...partners, title: partners.sponsorName, dated: partners.updatedAt, dateSort: partners.ord },
    filter,
    lang,
    {
      searched: [partners.sponsorName, partners.title, partners.url],
      translated: [partners.sponsorName],
      extra: [filter.type === undefined ? undefined : eq(partners.type, filter.type)],
    },
  );
  const rows = await db
    .select({ p: partners, ...q.people })
    .from(partners)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(partners)
    .where(q.where);
  return {
    total: count?.total ?? 0,
    data: rows.map(({ p, ...people }) => ({
      id: p.id,
      sponsor_name: p.sponsorName[lang] || p.sponsorName.ar || "",
      type: p.type,
      thumb: p.imageUrl,
      url: p.url ?? "",
      ord: p.ord,
      ...lifecycleRowState(p, people),
      missing: missingLanguages(p.sponsorName),
    })),
  };
}
