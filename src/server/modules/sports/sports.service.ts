import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { localize, translate, type Lang } from "../../../shared/i18n";
import type { sportJoinBody } from "../../../shared/schemas/sports";
import { AppError, notFound } from "../../lib/app-error";
import { acceptUpload } from "../../lib/files/accept";
import { removeFiles, storeFile } from "../../lib/files/storage";
import {
  humanSize,
  inboxAddress,
  insertWithReference,
  notifyDepartment,
} from "../../lib/submissions";
import type { Db } from "../../db/client";
import { sportCategories, sportJoinApplications } from "../../db/schema/forms";

type Row = typeof sportCategories.$inferSelect;
type Options = { allLocale?: boolean; withCount?: boolean };

export type SportCategoryView = {
  id: number;
  parent_id: number | null;
  ord: number;
  name: string;
  description: string;
  image_url: string;
  can_join: boolean;
  name_locale?: Row["name"];
  description_locale?: Row["description"];
  childs_count?: number;
  childs?: SportCategoryView[];
  parent?: { id: number; name: string } | null;
};

function present(r: Row, lang: Lang, opts: Options): SportCategoryView {
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
}): Promise<SportCategoryView | SportCategoryView[]> {
  const rows = await db
    .select()
    .from(sportCategories)
    .where(eq(sportCategories.status, 1))
    .orderBy(asc(sportCategories.ord), asc(sportCategories.id));
  const opts = { allLocale, withCount };
  const visible = canJoin ? rows.filter((r) => r.canJoin) : rows;
  const childrenOf = (pid: number) => visible.filter((r) => r.parentId === pid);
  const withChildren = (r: Row, nest: boolean): SportCategoryView => {
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

type SportJoin = z.output<typeof sportJoinBody>;

/**
 * Stores an application to join a club sport and e-mails the sports department. The sport
 * must be published and open to applications; the optional photo is checked by content.
 */
export async function joinSport({
  app,
  lang,
  input,
}: {
  app: FastifyInstance;
  lang: Lang;
  input: SportJoin;
}) {
  const [sport] = await app.db
    .select()
    .from(sportCategories)
    .where(and(eq(sportCategories.id, input.category_id), eq(sportCategories.status, 1)));
  if (!sport)
    throw new AppError(404, "sport_not_found", "forms.sportNotFound", {
      category_id: ["forms.sportNotFound"],
    });
  if (!sport.canJoin)
    throw new AppError(422, "sport_closed", "forms.sportClosed", {
      category_id: ["forms.sportClosed"],
    });

  const photo = input.image_base64?.file
    ? await acceptUpload({ upload: input.image_base64, field: "image_base64", kind: "image" })
    : null;
  const photoFile = photo
    ? await storeFile({
        dataDir: app.env.dataDir,
        area: "sports",
        buffer: photo.buffer,
        type: photo.type,
      })
    : null;
  try {
    const practice = input.practice;
    const info: Record<string, string> = {};
    if (input.info.preferred_leg) info.preferred_leg = input.info.preferred_leg;
    if (input.info.preferred_position) info.preferred_position = input.info.preferred_position;
    const row = await insertWithReference("SPT", async (reference) => {
      const [inserted] = await app.db
        .insert(sportJoinApplications)
        .values({
          reference,
          categoryId: sport.id,
          fullName: input.full_name,
          phone: input.phone,
          birthdate: input.birthdate,
          practice,
          practiceYears: practice ? (input.practice_years ?? null) : null,
          practicePlace: practice ? (input.practice_place ?? null) : null,
          competition: input.competition ?? null,
          competitionType: input.competition_type ?? null,
          level: input.level,
          photoFile,
          photoType: photo?.type ?? null,
          info,
          lang,
        })
        .returning({ id: sportJoinApplications.id, reference: sportJoinApplications.reference });
      return inserted!;
    });

    const yes = (v: boolean | undefined | null) =>
      v === undefined || v === null ? null : translate("ar", v ? "forms.yes" : "forms.no");
    await notifyDepartment({
      app,
      to: await inboxAddress(app, "sports"),
      table: "sport_join_applications",
      id: row.id,
      reference: row.reference,
      subjectKey: "forms.mail.sportSubject",
      subjectParams: { sport: localize(sport.name, "ar") },
      lines: [
        ["forms.mail.sport", `${localize(sport.name, "ar")} (#${sport.id})`],
        ["forms.fields.name", input.full_name],
        ["forms.fields.phone", input.phone],
        ["forms.fields.birthDate", input.birthdate],
        ["forms.fields.level", translate("ar", `forms.levels.${input.level}`)],
        ["forms.fields.joined", yes(practice)],
        ["forms.fields.practiceYears", practice ? input.practice_years : null],
        ["forms.fields.practicePlace", practice ? input.practice_place : null],
        ["forms.fields.played", yes(input.competition)],
        [
          "forms.fields.competitionType",
          input.competition_type
            ? translate("ar", `forms.competitionTypes.${input.competition_type}`)
            : null,
        ],
        [
          "forms.fields.preferredLeg",
          info.preferred_leg ? translate("ar", `forms.legs.${input.info.preferred_leg!}`) : null,
        ],
        [
          "forms.fields.preferredPosition",
          info.preferred_position
            ? translate("ar", `forms.positions.${input.info.preferred_position!}`)
            : null,
        ],
        [
          "forms.mail.photo",
          photo && photoFile
            ? `${photo.type.toUpperCase()}, ${humanSize(photo.size)} (${photoFile})`
            : null,
        ],
      ],
    });
    return { reference: row.reference, message: translate(lang, "forms.sent") };
  } catch (error) {
    if (photoFile) await removeFiles(app.env.dataDir, [photoFile]);
    throw error;
  }
}
