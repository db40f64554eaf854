import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "../../src/web/site/layout/footer";

/** The footer's language links, rendered at `address`. */
function languageLinks(address: string): Record<string, string> {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [address] },
      createElement(Footer, {
        settings: null,
        pages: [],
        partners: [],
        large: true,
        sponsors: false,
      }),
    ),
  );
  const links: Record<string, string> = {};
  for (const a of html.matchAll(/<a [^>]*>/g)) {
    const lang = /hrefLang="(\w+)"/i.exec(a[0])?.[1];
    const href = /href="([^"]*)"/.exec(a[0])?.[1];
    if (lang && href) links[lang] = href.replaceAll("&amp;", "&");
  }
  return links;
}

describe("the footer's language links", () => {
  it("keep the place: the same page with its query, in each language", () => {
    expect(languageLinks("/contact-us?tab=visit")).toEqual({
      ar: "/contact-us?tab=visit",
      en: "/en/contact-us?tab=visit",
      es: "/es/contact-us?tab=visit",
    });
    expect(languageLinks("/en/news?page=2&category=1")).toEqual({
      ar: "/news?page=2&category=1",
      en: "/en/news?page=2&category=1",
      es: "/es/news?page=2&category=1",
    });
    expect(languageLinks("/es/matches/table")).toEqual({
      ar: "/matches/table",
      en: "/en/matches/table",
      es: "/es/matches/table",
    });
  });
});
