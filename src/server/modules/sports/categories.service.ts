import { asc, eq } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import { notFound } from "../../lib/app-error";
import type { SportCategoryDto } from "../../../shared/sports/dtos";
import type { Db } from "../../db/client";
import { sportCategories } from "../../db/schema/sports";

type Row = typeof sportCategories.$inferSelect;
type Options = { allLocale?: boolean; withCount?: boolean };

function present(r: Row, lang: Lang, opts: Options): SportCategoryDto {
  return {
    id: r.id,
    parent_id: r.parentId,
    ord: r.ord,
    name: localize(r.name, lang),
    description: localize(r.description, lang),
    image_url: r.imageUrl,
    can_join: r.canJoin,
    ...(opts.allLocale ? { name_locale: r.name, description_locale: r.description } : {}),
  };
}

/**
 * The club sports tree (spec: /website/teams/categories). Only published categories, by ord.
 * - `id`: that category with its sports (`childs`) and its parent.
 * - `all`: every category in one flat list.
 * - `parents_only`: the groups without their sports; `parent_id`: the sports of one group.
 * - otherwise: the groups, each with its sports nested.
 * `can_join` keeps what accepts applications; `withCount` adds `childs_count`;
 * `all_locale` adds every language of the name and description.
 */
export async function listSportCategories({
  db,
  lang,
  id,
  parentsOnly,
  parentId,
  all,
  canJoin,
  allLocale,
  withCount,
}: {
  db: Db;
  lang: Lang;
  id?: number;
  parentsOnly?: boolean;
  parentId?: number;
  all?: boolean;
  canJoin?: boolean;
  allLocale?: boolean;
  withCount?: boolean;
}): Promise<SportCategoryDto | SportCategoryDto[]> {
  const rows = await db
    .select()
    .from(sportCategories)
    .where(eq(sportCategories.status, "published"))
    .orderBy(asc(sportCategories.ord), asc(sportCategories.id));
  const opts = { allLocale, withCount };
  const visible = canJoin ? rows.filter((r) => r.canJoin) : rows;
  const childrenOf = (pid: number) => visible.filter((r) => r.parentId === pid);
  const withChildren = (r: Row, nest: boolean): SportCategoryDto => {
    const kids = childrenOf(r.id);
    return {
      ...present(r, lang, opts),
      ...(withCount ? { childs_count: kids.length } : {}),
      ...(nest ? { childs: kids.map((k) => present(k, lang, opts)) } : {}),
    };
  };

  if (id !== undefined) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    const parent = row.parentId ? rows.find((r) => r.id === row.parentId) : undefined;
    return {
      ...withChildren(row, true),
      parent: parent ? { id: parent.id, name: localize(parent.name, lang) } : null,
    };
  }
  if (all) return visible.map((r) => withChildren(r, false));
  if (parentId !== undefined) return childrenOf(parentId).map((r) => withChildren(r, false));
  const parents = visible.filter((r) => r.parentId === null);
  return parents.map((r) => withChildren(r, !parentsOnly));
}
