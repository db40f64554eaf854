import { eq } from "drizzle-orm";
import type { InitiativesListFilter } from "../../../shared/content/initiatives-staff";
import { initiativeSaveBody } from "../../../shared/content/initiatives-staff";
import { LANGS, type Lang } from "../../../shared/i18n";
import { initiatives, type InitiativeText } from "../../db/schema/content";
import { assertMediaUsable, pictureFields, pictureColumns } from "../media/media-ref";
import { defineSiteRecord } from "./lifecycle/site-record";

/**
 * Social responsibility initiatives on the content lifecycle (issue 15, ADR 0041, 0050). The
 * console edits the structured text per language as fields (lists one item a line); the stored
 * `content` keeps one object per written language, as the public list, detail and report read it.
 */

type Content = { ar: InitiativeText; en?: InitiativeText; es?: InitiativeText };
const lines = (v: string) =>
  v
    .split("\n")
    .map((x) => x.trim())
    .filter(Boolean);
const per = (content: Content, pick: (t: InitiativeText) => string) =>
  Object.fromEntries(LANGS.map((l) => [l, content[l] ? pick(content[l]) : ""])) as Record<
    Lang,
    string
  >;

export const initiativesRecord = defineSiteRecord({
  table: initiatives,
  saveSchema: initiativeSaveBody,
  record: (i) => ({
    season: i.season,
    ...pictureFields(i),
    images: i.images,
    gallery: i.galleryMediaIds,
    targeted_count: i.targetdCount,
    title: per(i.content, (t) => t.title),
    idea_title: per(i.content, (t) => t.idea.title),
    idea_list: per(i.content, (t) => t.idea.list.join("\n")),
    goals: per(i.content, (t) => t.golas.join("\n")),
    targeted: per(i.content, (t) => t.targetd.join("\n")),
    way: per(i.content, (t) => t.way),
    success: per(i.content, (t) => t.success),
    ord: i.ord,
  }),
  values: async (tx, input) => {
    const picture = await pictureColumns(tx, input);
    // The gallery's pictures are checked like the cover (alt texts written); once chosen, the
    // site shows their addresses. Without one, the addresses stored before the console stay.
    const gallery: string[] = [];
    for (const [i, id] of input.gallery.entries())
      gallery.push((await assertMediaUsable(tx, { id, field: `gallery.${i}` })).src);
    const written = LANGS.filter((l) => input.title[l]);
    const content = Object.fromEntries(
      written.map((l) => [
        l,
        {
          title: input.title[l],
          idea: { title: input.idea_title[l], list: lines(input.idea_list[l]) },
          golas: lines(input.goals[l]),
          targetd: lines(input.targeted[l]),
          way: input.way[l],
          success: input.success[l],
        } satisfies InitiativeText,
      ]),
    ) as Content;
    return {
      season: input.season,
      ...picture,
      images: input.gallery.length ? gallery : input.images,
      galleryMediaIds: input.gallery,
      targetdCount: input.targeted_count,
      content,
      ord: input.ord,
    };
  },
  list: {
    // The report's order: season, then place in it.
    dateSort: initiatives.ord,
    title: initiatives.content,
    searched: [initiatives.content, initiatives.season],
    translated: ["content"],
    missing: (i) => LANGS.filter((l) => !i.content[l]),
    filters: (f: InitiativesListFilter) => [
      f.season ? eq(initiatives.season, f.season) : undefined,
    ],
    row: (i, lang) => ({
      title: (i.content[lang] ?? i.content.ar).title,
      season: i.season,
      thumb: i.imageUrl,
      ord: i.ord,
    }),
  },
});
