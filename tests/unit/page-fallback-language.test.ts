import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { newsArticleDto, sectionDto } from "../../src/shared/content/dtos";
import { fallbackTextProps } from "../../src/web/components/ui/fallback-text";
import { PageHero } from "../../src/web/components/ui/page-hero";
import { MenuLabel } from "../../src/web/site/layout/header";
import { NewsCard } from "../../src/web/components/ui/cards/news-card";
import { NewsArticleView } from "../../src/web/components/ui/news-article";
import { SectionList } from "../../src/web/components/ui/sections/registry";

// A club page written in Arabic only: on /en/... its Arabic title and text keep their own
// language and direction, the page around them stays English.
const TITLE = "عن النادي";
const TEXT = "تأسس النادي عام ١٩٧٤ في الرياض.";

const section = (type: string, title: string, description: string) =>
  sectionDto.parse({
    id: 1,
    page_id: 1,
    ord: 1,
    title,
    description,
    media_url: null,
    status: 1,
    style: { type },
    custom_fields: {},
  });

const render = (address: string, el: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [address] }, el));

const page = (address: string, title: string, text: string) =>
  render(
    address,
    createElement(
      "div",
      null,
      createElement(PageHero, { title }),
      createElement(SectionList, {
        sections: [section("textBox", title, text), section("custom", title, `<p>${text}</p>`)],
        pageTitle: title,
      }),
    ),
  );

describe("a club page's untranslated text", () => {
  it("carries lang=ar dir=rtl on the element holding it on an English page", () => {
    const html = page("/en/about-club", TITLE, TEXT);
    expect(html).toContain(
      `<h1 class="text-headline font-bold md:text-display" lang="ar" dir="rtl">${TITLE}</h1>`,
    );
    expect(html.match(/<h2[^>]*lang="ar" dir="rtl"[^>]*>عن النادي<\/h2>/g)).toHaveLength(2);
    expect(html).toMatch(/<p id="[^"]*-text"[^>]*lang="ar" dir="rtl"[^>]*>تأسس/);
    expect(html).toMatch(/<div class="prose-club[^"]*" lang="ar" dir="rtl"><p>تأسس/);
  });

  it("adds nothing to translated text, nor on the Arabic page", () => {
    expect(page("/en/about-club", "About the club", "Founded in 1974.")).not.toContain('lang="ar"');
    expect(page("/about-club", TITLE, TEXT)).not.toMatch(/lang="ar"|dir="rtl"/);
  });

  it("judges HTML by its first letter, not its tags or entities", () => {
    expect(fallbackTextProps(`<p class="x">&nbsp;${TEXT}</p>`, "es")).toEqual({
      lang: "ar",
      dir: "rtl",
    });
    expect(fallbackTextProps("<p>2024: Season</p>", "en")).toEqual({});
    expect(fallbackTextProps("", "en")).toEqual({});
  });

  it("keeps its language and direction as a header menu item naming the page", () => {
    const item = (address: string, label: string) =>
      render(address, createElement(MenuLabel, { item: { key: "", label } }));
    expect(item("/en/news", TITLE)).toBe(`<span lang="ar" dir="rtl">${TITLE}</span>`);
    expect(item("/es/news", "Sobre el club")).toBe("<span>Sobre el club</span>");
    expect(item("/news", TITLE)).toBe(`<span>${TITLE}</span>`);
  });

  it("keeps its language and direction on a news card and in a news article's body", () => {
    const item = newsArticleDto.parse({
      id: 7,
      title: TITLE,
      excerpt: TEXT,
      description: `<p>${TEXT}</p>`,
      image_url: "/media/news-1.svg",
      cover: null,
      category: null,
      pinned: false,
      created_at: "2026-11-28T10:00:00.000Z",
      updated_at: "2026-11-28T10:00:00.000Z",
      related: [],
    });
    const card = render("/en/news", createElement(NewsCard, { item, large: true }));
    expect(card).toMatch(/<h3 class="[^"]*" lang="ar" dir="rtl">/);
    expect(card).toMatch(/<p class="mt-2 text-ink-muted" lang="ar" dir="rtl">تأسس/);
    const article = render(
      "/en/news/read/7/x",
      createElement(NewsArticleView, { article: item, publishedLabel: "Published" }),
    );
    expect(article).toMatch(/<div class="prose-club[^"]*" lang="ar" dir="rtl"><p>تأسس/);
    expect(render("/news", createElement(NewsCard, { item, large: true }))).not.toContain(
      'dir="rtl"',
    );
  });
});
