import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// Two staff members on one club, stadium, championship type, championship, team or player: a save names the version
// it started from, and one from an older version changes nothing (migration 0059).

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let sports: string;
const tri = (ar: string, en: string, es: string) => ({ ar, en, es });
const call_ = (path: string, body: object, lang: "ar" | "en" = "en") =>
  staffCall(ctx.app, path, body, { token: sports, lang });

beforeAll(async () => {
  const s = await createStaff(ctx.pool, { roles: ["sports"] });
  sports = await sessionFor(ctx.pool, ctx.env, s.id);
});

type Rec = { id: number; version: number; name?: { en: string }; title?: { en: string } };

/** A record's kind: its calls and a new one's fields, and how an edit changes it. */
const kinds: {
  api: string;
  create: () => Promise<object>;
  edit: (r: Rec, en: string) => object;
  en: (r: Rec) => string | undefined;
}[] = [
  {
    api: "/clubs",
    create: async () => ({ name: tri("نادي", "Club", ""), image_url: "/media/t.png" }),
    edit: (r, en) => ({ ...r, name: tri("نادي", en, "") }),
    en: (r) => r.name?.en,
  },
  {
    api: "/stadiums",
    create: async () => ({ name: tri("ملعب", "Stadium", "") }),
    edit: (r, en) => ({ ...r, name: tri("ملعب", en, "") }),
    en: (r) => r.name?.en,
  },
  {
    api: "/championship-types",
    create: async () => ({ title: tri("نوع", "Type", "") }),
    edit: (r, en) => ({ ...r, title: tri("نوع", en, "") }),
    en: (r) => r.title?.en,
  },
  {
    api: "/championships",
    create: async () => {
      const opts = (await call_("/championships/options", {})).body.results;
      return { type_id: opts.types[0].id, title: tri("كأس", "Cup", ""), season: "2026-2027" };
    },
    edit: (r, en) => ({ ...r, title: tri("كأس", en, "") }),
    en: (r) => r.title?.en,
  },
  {
    api: "/teams",
    create: async () => ({ name: tri("فريق", "Team", "") }),
    edit: (r, en) => ({ ...r, name: tri("فريق", en, "") }),
    en: (r) => r.name?.en,
  },
  {
    api: "/players",
    create: async () => {
      const team = (await call_("/teams/save", { name: tri("فريق", "Squad", "") })).body.results;
      return {
        team_id: team.id,
        name: tri("لاعب", "Player", ""),
        number: 7,
        position: "Defender",
        image_url: "/media/p.png",
      };
    },
    edit: (r, en) => ({ ...r, name: tri("لاعب", en, "") }),
    en: (r) => r.name?.en,
  },
];

describe.each(kinds)("$api/save", ({ api, create, edit, en }) => {
  it("moves the version on; refuses an older one (409) and an update without one (422)", async () => {
    const created = await call_(`${api}/save`, await create());
    expect(created.status).toBe(200);
    const first: Rec = created.body.results;
    expect(first.version).toBe(1);

    // Saved from the current version: 200, version + 1.
    const saved = await call_(`${api}/save`, edit(first, "Saved first"));
    expect(saved.status).toBe(200);
    expect(saved.body.results.version).toBe(2);

    // Saved again from the version both editors read: refused in the caller's language with the
    // current version, and the record is what the first save left.
    const stale = await call_(`${api}/save`, edit(first, "Overwrite"), "ar");
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect(stale.body.results.current_version).toBe(2);
    expect(stale.body.results.message).toMatch(/[\u0600-\u06ff]/);
    const now: Rec = (await call_(`${api}/get`, { id: first.id })).body.results;
    expect(now.version).toBe(2);
    expect(en(now)).toBe("Saved first");

    // An update that names no version is refused on `version`; nothing changes.
    const { version: _v, ...blind } = edit(now, "Blind") as Rec;
    const refused = await call_(`${api}/save`, blind);
    expect(refused.status).toBe(422);
    expect(refused.body.results.code).toBe("validation_failed");
    expect(refused.body.results.errors.version).toBeDefined();
    const after: Rec = (await call_(`${api}/get`, { id: first.id })).body.results;
    expect(after.version).toBe(2);
    expect(en(after)).toBe("Saved first");
  });
});

describe("a squad's save", () => {
  it("moves the version of a player it moves, so a player form opened before cannot undo it", async () => {
    const a = (await call_("/teams/save", { name: tri("أ", "A", "") })).body.results;
    const b = (await call_("/teams/save", { name: tri("ب", "B", "") })).body.results;
    const p: Rec = (
      await call_("/players/save", {
        team_id: a.id,
        name: tri("لاعب", "Mover", ""),
        number: 9,
        position: "Forward",
        image_url: "/media/p.png",
      })
    ).body.results;
    const moved = await call_("/teams/save", { ...b, squad: [{ id: p.id }] });
    expect(moved.status).toBe(200);
    const now = (await call_("/players/get", { id: p.id })).body.results;
    expect(now).toMatchObject({ team_id: b.id, version: p.version + 1 });
    // The player's form, opened before the move, would put them back in team A: refused.
    const back = await call_("/players/save", { ...p, name: tri("لاعب", "Back", "") });
    expect(back.status).toBe(409);
    expect((await call_("/players/get", { id: p.id })).body.results.team_id).toBe(b.id);
  });
});
