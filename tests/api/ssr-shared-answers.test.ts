import { describe, expect, it, vi } from "vitest";
import { SHARED_ANSWER_CALLS, type SharedAnswerCall } from "../../src/server/ssr";
import { call, useTestApp } from "../helpers/app";
import { createMember } from "../helpers/events";

const ctx = useTestApp();

/**
 * A body (and, for `:id`, a published record) for every shared call, as the site's loaders ask.
 * Typed over the list: an entry added to `SHARED_ANSWER_CALLS` without a case here fails the
 * type check, so no shared call goes unproven.
 */
const CASES = {
  "/settings": {},
  "/website/pages": {},
  "/website/partners": {},
  "/website/home": { sliders_keys: ["main_slider", "cups_slider"], limit: 10, data_type: "all" },
  "/website/sliders": {},
  "/website/banners": {},
  "/website/labels": {},
  "/website/offers": {},
  "/website/news": { page: 1 },
  "/website/news/show/:id": { list: "/website/news" },
  "/website/initiatives": {},
  "/website/initiatives/seasons": {},
  "/website/initiatives/show/:id": { list: "/website/initiatives" },
  "/website/championshipResults": { limit: 5 },
  "/website/teams": {},
  "/website/teams/categories": {},
  "/website/players": { per_page: 10 },
  "/website/players/show/:id": { list: "/website/players" },
} satisfies Record<SharedAnswerCall, object>;

type Page = { data?: { id: number }[] } | { id: number }[];
const firstId = (results: Page): number => {
  const rows = Array.isArray(results) ? results : (results.data ?? []);
  if (!rows[0]) throw new Error("no published record to show");
  return rows[0].id;
};

/**
 * Server rendering shares these answers between visitors for a few seconds (ssr.ts, ADR 0060):
 * that is only right while none of their routes reads the session. Each is called as a guest and
 * with a live member session: the answers are the same, and the member's session is never
 * looked up (no statement touches `member_sessions`).
 */
describe("shared in-process answers read nothing personal", () => {
  it("has a case for every shared call", () => {
    expect(Object.keys(CASES).sort()).toEqual([...SHARED_ANSWER_CALLS].sort());
  });

  for (const path of SHARED_ANSWER_CALLS) {
    it(`${path}: the same answer for a guest and a member, no session lookup`, async () => {
      const member = await createMember(ctx.pool, ctx.env);
      const spec = CASES[path] as object;
      let url: string = path;
      let body: object = spec;
      if ("list" in spec) {
        const listed = await call(ctx.app, spec.list as string, {}, { lang: "en" });
        expect(listed.status).toBe(200);
        url = path.replace(":id", String(firstId(listed.body.results as Page)));
        body = {};
      }
      const query = vi.spyOn(ctx.pool, "query");
      try {
        const asMember = await call(ctx.app, url, body, { lang: "en", token: member.token });
        const texts = query.mock.calls.map(([q]) =>
          typeof q === "string" ? q : String((q as { text?: string }).text ?? ""),
        );
        expect(texts.filter((t) => /member_sessions/.test(t))).toEqual([]);
        const asGuest = await call(ctx.app, url, body, { lang: "en" });
        expect(asMember.status).toBe(200);
        expect(asGuest.status).toBe(200);
        expect(asMember.body).toEqual(asGuest.body);
      } finally {
        query.mockRestore();
      }
    });
  }

  it("notices a session lookup (the check itself works)", async () => {
    const member = await createMember(ctx.pool, ctx.env);
    const query = vi.spyOn(ctx.pool, "query");
    try {
      const me = await call(ctx.app, "/website/user", {}, { lang: "en", token: member.token });
      expect(me.status).toBe(200);
      const texts = query.mock.calls.map(([q]) =>
        typeof q === "string" ? q : String((q as { text?: string }).text ?? ""),
      );
      expect(texts.some((t) => /member_sessions/.test(t))).toBe(true);
    } finally {
      query.mockRestore();
    }
  });
});
