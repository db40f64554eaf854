import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { withoutStaffRoutes } from "../../src/server/ssr";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean };

/** The shape of the site's tree: the console under a pathless layout, the site beside it. */
const entries: Entry[] = [
  { id: "root", path: "" },
  { id: "staff", parentId: "root" },
  { id: "staff-sign-in", parentId: "staff", path: "staff/sign-in" },
  { id: "staff-shell", parentId: "staff" },
  { id: "staff-dashboard", parentId: "staff-shell", path: "staff" },
  { id: "staff-accounts", parentId: "staff-shell", path: "staff/accounts" },
  { id: "staff-not-found", parentId: "staff", path: "staff/*" },
  { id: "site", parentId: "root" },
  { id: "home", parentId: "site", index: true },
  { id: "home-en", parentId: "site", path: "en" },
  { id: "news", parentId: "site", path: ":langPrefix?/news" },
  { id: "staffing", parentId: "site", path: ":langPrefix?/staffing" },
  { id: "sports", parentId: "site", path: ":langPrefix?/sports" },
  { id: "sports-main", parentId: "sports", index: true },
  { id: "dynamic-page", parentId: "site", path: "*" },
];

const build = {
  routes: Object.fromEntries(entries.map((e) => [e.id, { ...e, module: {} }])),
  assets: { version: "1", routes: Object.fromEntries(entries.map((e) => [e.id, e])) },
} as unknown as ServerBuild;

describe("the public site's route tree", () => {
  it("keeps every public route and leaves out the staff console's", () => {
    const kept = withoutStaffRoutes(build);
    expect(Object.keys(kept.routes).sort()).toEqual(
      [
        "root",
        "site",
        "home",
        "home-en",
        "news",
        "staffing",
        "sports",
        "sports-main",
        "dynamic-page",
      ].sort(),
    );
    // The page's render builds its routes from the manifest: both lists match.
    expect(Object.keys(kept.assets.routes).sort()).toEqual(Object.keys(kept.routes).sort());
    expect(kept.assets.version).toBe("1");
    expect(Object.keys(build.routes)).toHaveLength(entries.length);
  });
});
