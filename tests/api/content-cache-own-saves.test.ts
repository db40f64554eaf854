import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// The instance that takes a staff save answers with its change on the very next read: the
// events list (Home and the events screen read it) is not left to the content version's next
// poll. The poll is set far off here, as on an instance whose next read has not come yet;
// other instances still learn the change from it (ADR 0041).

const ctx = useTestApp({
  apiCacheSeconds: 60,
  contentCachePollMs: 60_000,
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
});

const titleOf = async (id: number, lang: "ar" | "en" = "en") => {
  const res = await call(ctx.app, "/reservations/events", { current: true }, { lang });
  expect(res.status).toBe(200);
  return (res.body.results.data as { id: number; title: string }[]).find((e) => e.id === id)?.title;
};

describe("a staff save on this instance", () => {
  it("shows in the events list at once, in every language, without waiting for the poll", async () => {
    const s = await createStaff(ctx.pool, { roles: ["events"] });
    const t = await sessionFor(ctx.pool, ctx.env, s.id, { reauth: true });
    const saved = await staffCall(ctx.app, "/events/save", validEvent(), { token: t });
    expect(saved.status).toBe(200);
    const id: number = saved.body.results.id;
    expect(await titleOf(id)).toBe("Open day");

    const renamed = await staffCall(
      ctx.app,
      "/events/save",
      {
        ...validEvent(),
        id,
        version: saved.body.results.version,
        title: { ar: "يوم مفتوح", en: "Open evening", es: "" },
      },
      { token: t },
    );
    expect(renamed.status).toBe(200);
    expect(await titleOf(id)).toBe("Open evening");
    expect(await titleOf(id, "ar")).toBe("يوم مفتوح");

    const deleted = await staffCall(ctx.app, "/events/delete", { id }, { token: t });
    expect(deleted.status).toBe(200);
    expect(await titleOf(id)).toBeUndefined();
  });

  it("a read that is not a change does not drop the cached list", async () => {
    const s = await createStaff(ctx.pool, { roles: ["events"] });
    const t = await sessionFor(ctx.pool, ctx.env, s.id, { reauth: true });
    const saved = await staffCall(ctx.app, "/events/save", validEvent(), { token: t });
    const id: number = saved.body.results.id;
    expect(await titleOf(id)).toBe("Open day");
    // A change behind the version's back stays unseen through staff reads.
    await ctx.pool.query(`UPDATE events SET title = title || '{"en": "Renamed"}' WHERE id = $1`, [
      id,
    ]);
    expect((await staffCall(ctx.app, "/events/get", { id }, { token: t })).status).toBe(200);
    expect(await titleOf(id)).toBe("Open day");
  });
});
