import { describe, expect, it, vi } from "vitest";
import type { Lang } from "../../src/shared/i18n";
import { internalApi } from "../../src/server/ssr";
import { call, useTestApp } from "../helpers/app";
import { createMember } from "../helpers/events";

const ctx = useTestApp();

/** The answer as JSON, without the clock an events answer carries (`server_time`). */
const comparable = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === "server_time" ? undefined : v)));

type Case = { name: string; path: string; body: unknown; token?: string; lang: Lang };

/**
 * Plain calls (plugins/in-process.ts) run in-process without `inject`: the page must get what
 * the browser gets over HTTP, for a member, a guest, a refused member, a failed body check, text
 * that can never be stored, a missing record and a success, in every language.
 */
describe("plain calls run in-process", () => {
  it("are the member's data and the events", () => {
    expect([...ctx.app.inProcessCalls.keys()].sort()).toEqual([
      "/reservations/events",
      "/website/user",
    ]);
  });

  it("answer what the browser gets, without a fake request", async () => {
    const member = await createMember(ctx.pool, ctx.env);
    const incomplete = await createMember(ctx.pool, ctx.env, { complete: false });
    const events = await call(ctx.app, "/reservations/events", {}, { lang: "en" });
    expect(events.status).toBe(200);
    const eventId = (events.body.results.data as { id: number }[])[0]!.id;
    const cases: Case[] = [];
    for (const lang of ["ar", "en", "es"] as const) {
      cases.push(
        { name: "member", path: "/website/user", body: {}, token: member.token, lang },
        {
          name: "incomplete member",
          path: "/website/user",
          body: {},
          token: incomplete.token,
          lang,
        },
        { name: "guest", path: "/website/user", body: {}, lang },
        {
          name: "token of no session",
          path: "/website/user",
          body: {},
          token: "x".repeat(43),
          lang,
        },
        { name: "token of no shape", path: "/website/user", body: {}, token: "short", lang },
        { name: "current events", path: "/reservations/events", body: { current: true }, lang },
        {
          name: "an event with its seats",
          path: "/reservations/events",
          body: { id: eventId, with: ["containers"] },
          token: member.token,
          lang,
        },
        { name: "missing event", path: "/reservations/events", body: { id: 999999 }, lang },
        { name: "bad body", path: "/reservations/events", body: { id: "x", current: 3 }, lang },
        {
          name: "unstorable text",
          path: "/reservations/events",
          body: { id: eventId, attend_at: "2026-01-01\u0000" },
          lang,
        },
      );
    }
    const inject = vi.spyOn(ctx.app, "inject");
    const statuses = new Set<number>();
    for (const c of cases) {
      const label = `${c.name} (${c.lang})`;
      const before = inject.mock.calls.length;
      const got = await internalApi(ctx.app, c.token)(c.path as "/website/user", c.body as never, {
        lang: c.lang,
      });
      // No request was made: the handler ran directly.
      expect(inject.mock.calls.length, label).toBe(before);
      const http = await call(ctx.app, c.path, c.body, { lang: c.lang, token: c.token });
      statuses.add(http.status);
      expect(got.status, label).toBe(http.status);
      expect(got.ok, label).toBe(http.status === 200);
      expect(comparable(got.ok ? got.results : got.error), label).toEqual(
        comparable(http.body.results),
      );
    }
    inject.mockRestore();
    // The cases cover a success, a refusal, a failed check and a missing record.
    expect([...statuses].sort()).toEqual([200, 401, 404, 422]);
  });

  it("hand the answer over frozen outside production", async () => {
    const member = await createMember(ctx.pool, ctx.env);
    const got = await internalApi(ctx.app, member.token)("/website/user", {}, { lang: "en" });
    expect(got.ok).toBe(true);
    expect(Object.isFrozen(got.ok ? got.results : null)).toBe(true);
  });
});
