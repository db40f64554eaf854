import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allLanguages, storedLanguages } from "../../../shared/content/localized";
import type { Lang } from "../../../shared/i18n";
import {
  sportCategorySaveBody,
  type SportCategoriesListFilter,
} from "../../../shared/sports/categories-staff";
import type { Db, Tx } from "../../db/client";
import { sportCategories } from "../../db/schema/sports";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/respond";
import { route } from "../../plugins/contract";
import { defineSiteRecord } from "../content/lifecycle/site-record";
import { pictureFields, pictureColumns } from "../media/media-ref";

/**
 * Sport categories on the content lifecycle (issue 15, ADR 0041, 0050): the groups and the sports
 * under them that /sports, the sport pages and the sport join form show. A sport's parent must be
 * a group (the tree has two levels); a category with sports under it or with join applications
 * is refused on delete (`record_in_use`, the foreign keys say so).
 */

async function checkParent(tx: Tx, id: number | undefined, parent: number | null) {
  if (parent === null) return;
  const [p] = await tx
    .select({ id: sportCategories.id })
    .from(sportCategories)
    .where(and(eq(sportCategories.id, parent), isNull(sportCategories.parentId)));
  const [child] = id
    ? await tx
        .select({ id: sportCategories.id })
        .from(sportCategories)
        .where(eq(sportCategories.parentId, id))
        .limit(1)
    : [];
  if (!p || parent === id || child)
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      parent_id: ["cms.sportCategory.parentInvalid"],
    });
}

export const sportCategoriesRecord = defineSiteRecord({
  table: sportCategories,
  saveSchema: sportCategorySaveBody,
  inUseMessage: "cms.sportCategory.inUse",
  record: (c) => ({
    id: c.id,
    name: allLanguages(c.name),
    description: allLanguages(c.description),
    ...pictureFields(c),
    parent_id: c.parentId,
    ord: c.ord,
    can_join: c.canJoin,
  }),
  values: async (tx, input) => {
    await checkParent(tx, input.id, input.parent_id);
    const picture = await pictureColumns(tx, input);
    return {
      name: storedLanguages(input.name),
      description: storedLanguages(input.description),
      ...picture,
      parentId: input.parent_id,
      ord: input.ord,
      canJoin: input.can_join,
    };
  },
  list: {
    title: sportCategories.name,
    searched: [sportCategories.name, sportCategories.description],
    translated: ["name"],
    filters: (f: SportCategoriesListFilter) => [
      f.can_join === undefined ? undefined : eq(sportCategories.canJoin, f.can_join === "1"),
    ],
    // Written out: a one-table select leaves its columns unqualified.
    select: {
      parentName: sql<Record<
        Lang,
        string
      > | null>`(SELECT p.name FROM sport_categories p WHERE p.id = sport_categories.parent_id)`,
    },
    row: (c, lang, { parentName }) => ({
      id: c.id,
      name: c.name[lang] || c.name.ar || "",
      parent: parentName ? parentName[lang] || parentName.ar || "" : null,
      thumb: c.imageUrl,
      can_join: c.canJoin,
      ord: c.ord,
    }),
  },
});

/** The groups a sport can be put under, in order, named in the reader's language. */
async function categoryOptions(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: sportCategories.id, name: sportCategories.name })
    .from(sportCategories)
    .where(isNull(sportCategories.parentId))
    .orderBy(asc(sportCategories.ord), asc(sportCategories.id));
  return { parents: rows.map((r) => ({ id: r.id, name: r.name[lang] || r.name.ar || "" })) };
}

/** Sport categories for staff, under /api/v1/staff/sport-categories: the lifecycle calls and the form's choices. */
export const sportCategoriesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sportCategoriesRecord.routes());
  app.post(
    "/options",
    {
      ...route("/staff/sport-categories/options"),
      config: { staff: { permission: "content.manage" } },
    },
    async (req) => ok(await categoryOptions(app.db, req.lang)),
  );
};
