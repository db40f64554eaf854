import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  NavLink,
  RouterProvider,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { describe, expect, it } from "vitest";
import {
  ServerLink,
  ServerNavLink,
  SiteLink,
  SiteNavLink,
} from "../../src/web/components/ui/site-link";

/** Rendered at `path` in a plain router and in a data router (the site's server has the latter). */
function both(path: string, node: ReactNode): string[] {
  const plain = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, node));
  const router = createMemoryRouter([{ path: "*", element: node }], { initialEntries: [path] });
  const data = renderToStaticMarkup(createElement(RouterProvider, { router }));
  return [plain, data];
}

const ADDRESSES = [
  "/",
  "/en",
  "/news",
  "/en/news/read/2/club-wins",
  "/event-details/1/حفل-الافتتاح",
  "/matches/table",
  "/News/Read",
  "/a.b/c_d~e",
  // Handed to React Router: its resolution changes these, or they are not plain addresses.
  "/news?page=2",
  "/news#top",
  "/news/",
  "/a//b",
  "/a/./b",
  "/a/../b",
  "news",
  "../news",
  ".",
  "",
  "https://x.com/club",
  "//x.com/club",
];

const LINK_PROPS: Omit<LinkProps, "to">[] = [
  { children: "Title" },
  { className: "after:absolute", children: "Title" },
  { target: "_blank", rel: "noopener", children: "Out" },
  { "aria-label": "More", discover: "none", children: "x" },
  { prefetch: "intent", state: { from: 1 }, replace: true, children: "x" },
  { prefetch: "render", viewTransition: true, preventScrollReset: true, children: "x" },
  { reloadDocument: true, id: "l", children: "x" },
  { relative: "path", children: "x" },
  { mask: "/en/news", children: "x" },
];

describe("site links", () => {
  it("write the markup of React Router's Link for every address and option", () => {
    for (const at of ["/", "/en/news/read/2/x"])
      for (const to of ADDRESSES)
        for (const props of LINK_PROPS) {
          const ours = both(at, createElement(ServerLink, { ...props, to }));
          const theirs = both(at, createElement(Link, { ...props, to }));
          expect(ours, `${to} at ${at}`).toEqual(theirs);
        }
    expect(
      both("/", createElement(ServerLink, { to: "/en/news", className: "c", children: "News" })),
    ).toEqual(Array(2).fill('<a class="c" href="/en/news" data-discover="true">News</a>'));
  });

  it("write the markup of NavLink, active state included", () => {
    const variants: Omit<NavLinkProps, "to">[] = [
      { children: "News" },
      { className: "item", children: "News" },
      { className: ({ isActive }) => (isActive ? "on" : "off"), children: "News" },
      { end: true, children: ({ isActive }) => (isActive ? "here" : "there") },
      { caseSensitive: true, style: ({ isActive }) => ({ color: isActive ? "red" : "blue" }) },
      { "aria-current": "location", children: "x" },
      { viewTransition: true, children: "x" },
    ];
    for (const at of ["/", "/en", "/news", "/news/read/2/x", "/NEWS", "/newsroom", "/en/matches"])
      for (const to of ["/", "/en", "/news", "/News", "/news/read", "/en/matches", "/news?x=1"])
        for (const props of variants) {
          const ours = both(at, createElement(ServerNavLink, { ...props, to }));
          const theirs = both(at, createElement(NavLink, { ...props, to }));
          expect(ours, `${to} at ${at}`).toEqual(theirs);
        }
    expect(
      both("/news/read/2/x", createElement(ServerNavLink, { to: "/news", children: "N" })),
    ).toEqual(
      Array(2).fill(
        '<a aria-current="page" class="active" href="/news" data-discover="true">N</a>',
      ),
    );
  });

  it("are React Router's own components outside the server render", () => {
    // The test runs as the server does (import.meta.env.SSR); the browser build takes the
    // other branch, where a click is React Router's client navigation.
    expect(import.meta.env.SSR).toBe(true);
    expect(SiteLink).toBe(ServerLink);
    expect(SiteNavLink).toBe(ServerNavLink);
  });
});
