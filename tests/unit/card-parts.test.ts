import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LazyImage, PICTURE } from "../../src/web/components/ui/lazy-image";
import { CardLink } from "../../src/web/components/ui/local-link";
import { ChevronIcon, MenuIcon, SocialIcon } from "../../src/web/components/ui/icons";

const at = (path: string, node: React.ReactNode) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, node));

const SVG =
  'viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

describe("card parts", () => {
  it("makes the title the card's one link, stretched over the card, in the page's language", () => {
    expect(
      at("/en/news", createElement(CardLink, { to: "/news/read/1/a", children: "Title" })),
    ).toBe(
      '<a class="after:absolute after:inset-0 group-hover:underline" href="/en/news/read/1/a" data-discover="true">Title</a>',
    );
    expect(
      at("/", createElement(CardLink, { href: "https://x.com/alnoorclub", children: "Post" })),
    ).toBe(
      '<a href="https://x.com/alnoorclub" rel="noopener" class="after:absolute after:inset-0 group-hover:underline">Post</a>',
    );
  });

  it("draws a card's picture lazily in its format, its box reserved", () => {
    expect(
      renderToStaticMarkup(createElement(LazyImage, { src: "/o.jpg", ...PICTURE.offer })),
    ).toBe(
      '<img alt="" loading="lazy" src="/o.jpg" width="600" height="600" class="aspect-square w-full object-cover"/>',
    );
    expect(
      renderToStaticMarkup(createElement(LazyImage, { src: "/s.jpg", ...PICTURE.sport })),
    ).toContain('width="800" height="500" class="aspect-[8/5] w-full object-cover transition');
  });
});

describe("icons", () => {
  it("draws a single-path icon as its path in the set's box, hidden from readers", () => {
    expect(renderToStaticMarkup(createElement(MenuIcon))).toBe(
      `<svg ${SVG} aria-hidden="true" focusable="false"><path d="M4 6h16M4 12h16M4 18h16"></path></svg>`,
    );
    expect(renderToStaticMarkup(createElement(ChevronIcon, { className: "x" }))).toContain(
      'class="flip-rtl x"><path d="M9 6l6 6-6 6"></path></svg>',
    );
  });

  it("names a social network's mark by its brand when it has a title", () => {
    expect(renderToStaticMarkup(createElement(SocialIcon, { name: "x", title: "x" }))).toBe(
      `<svg ${SVG} role="img" focusable="false"><title>X</title><path d="M4 4l16 16M20 4L4 20"></path></svg>`,
    );
  });
});
