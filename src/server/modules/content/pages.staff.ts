import { eq, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import {
  FOOTER_COLUMNS,
  pageSaveBody,
  type PageRecord,
  type PageRow,
  type PageSave,
  type PagesListFilter,
} from "../../../shared/content/pages-staff";
import type { Lang } from "../../../shared/i18n";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { pages } from "../../db/schema/content";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation, pgConstraint } from "../../lib/pg-error";
import { defineContentType, type ContentWrite } from "./lifecycle/lifecycle";
import { lifecycleListPage, lifecycleListQuery } from "./lifecycle/staff-list";
import { readSections, writeSections } from "./page-sections.staff";

/**
 * Club pages on the content lifecycle (issue 15, ADR 0041 and 0051): how the console reads and
 * writes one. A page carries its sections: a save writes the page and its ordered sections in
 * one transaction, so one version and one revision hold both and a restore brings both back.
 */

type FooterColumn = (typeof FOOTER_COLUMNS)[number];
const footerColumnOf = (v: string | undefined): FooterColumn =>
  (FOOTER_COLUMNS as readonly string[]).includes(v ?? "") ? (v as FooterColumn) : "club";

async function readPage(tx: DbOrTx, id: number): Promise<PageRecord | null> {
  const [p] = await tx.select().from(pages).where(eq(pages.id, id));
  if (!p) return null;
  const nav = p.otherInfo.navigation ?? {};
  return {
    id: p.id,
    path: p.path,
    titles: allLanguages(p.titles),
    ord: p.ord,
    navigation: {
      header: nav.header === true,
      footer: nav.footer === true,
      footer_column: footerColumnOf(nav.footerColumn),
    },
    sections: await readSections(tx, id),
  };
}

/** The page's address is another page's: refused on its field. */
const pathTaken = () =>
  new AppError(409, "path_taken", "pages.errors.pathTaken", { path: ["pages.errors.pathTaken"] });

async function writePage(tx: Tx, { id, input, actor }: ContentWrite<PageSave>): Promise<number> {
  const navigation = {
    header: input.navigation.header,
    footer: input.navigation.footer,
    footerColumn: input.navigation.footer_column,
  };
  const values = {
    path: input.path,
    titles: storedLanguages(input.titles),
    ord: input.ord,
    updatedAt: new Date(),
  };
  let pageId: number;
  try {
    // A savepoint, so a taken path is answered as such and not as an aborted transaction.
    const [row] = await tx.transaction(async (sp) =>
      id
        ? sp
            .update(pages)
            .set({
              ...values,
              // Keeps what else the page holds there (the bot check flag).
              otherInfo: sql`${pages.otherInfo} || ${JSON.stringify({ navigation })}::jsonb`,
            })
            .where(eq(pages.id, id))
            .returning({ id: pages.id })
        : sp
            .insert(pages)
            .values({ ...values, otherInfo: { navigation }, status: "draft", createdBy: actor.id })
            .returning({ id: pages.id }),
    );
    pageId = row!.id;
  } catch (e) {
    if (isUniqueViolation(e) && pgConstraint(e) === "pages_path_key") throw pathTaken();
    throw e;
  }
  await writeSections(tx, pageId, input.sections);
  return pageId;
}

export const pagesContent = defineContentType<PageRecord, PageSave>({
  type: "pages",
  table: "pages",
  read: readPage,
  write: writePage,
  saveSchema: pageSaveBody,
  previewPath: (id) => `/staff/pages/${id}/preview`,
});

/** The console's pages list: search (address, titles), links, lifecycle filters, sort, paging. */
export async function listStaffPages({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: PagesListFilter;
}): Promise<{ data: PageRow[]; total: number }> {
  const linked = (where: "header" | "footer") =>
    sql`coalesce((${pages.otherInfo} -> 'navigation' ->> ${where})::boolean, false)`;
  const q = lifecycleListQuery(
    { ...pages, title: pages.titles, dated: pages.updatedAt, dateSort: pages.ord },
    filter,
    lang,
    {
      searched: [pages.path, pages.titles],
      translated: [pages.titles],
      extra: [filter.linked ? linked(filter.linked) : undefined],
    },
  );
  return lifecycleListPage(
    db,
    pages,
    q,
    { sections: sql<number>`(SELECT count(*)::int FROM sections s WHERE s.page_id = ${pages.id})` },
    (p: typeof pages.$inferSelect, { sections }) => ({
      id: p.id,
      path: p.path,
      title: p.titles[lang] || p.titles.ar || "",
      sections,
      header: p.otherInfo.navigation?.header === true,
      footer: p.otherInfo.navigation?.footer === true,
      ord: p.ord,
      missing: missingLanguages(p.titles),
    }),
  );
}
