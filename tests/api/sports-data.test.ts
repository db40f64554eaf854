import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let sports: string;
let editor: string;
const tri = (ar: string, en: string, es: string) => ({ ar, en, es });

const call_ = (path: string, body: object, token = sports, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, path, body, { token, lang });

async function auditOf(action: string, recordId: number) {
  const { rows } = await ctx.pool.query(
    "SELECT changes FROM audit_log WHERE action = $1 AND record_id = $2 ORDER BY id DESC",
    [action, String(recordId)],
  );
  return rows;
}

beforeAll(async () => {
  const s = await createStaff(ctx.pool, { roles: ["sports"] });
  sports = await sessionFor(ctx.pool, ctx.env, s.id);
  const e = await createStaff(ctx.pool, { roles: ["editor"] });
  editor = await sessionFor(ctx.pool, ctx.env, e.id);
});

describe("clubs", () => {
  it("are created in three languages, found by any of them, audited, and shown on the site", async () => {
    const saved = await call_("/clubs/save", {
      name: tri("نادي الفجر", "Al Fajr Club", "Club Al Fajr"),
      image_url: "/media/clubs/fajr.png",
    });
    expect(saved.status).toBe(200);
    const club = saved.body.results;
    expect(club).toMatchObject({
      name: { ar: "نادي الفجر", en: "Al Fajr Club", es: "Club Al Fajr" },
      is_own: false,
      published: true,
    });
    // save accepts what get answered
    const got = (await call_("/clubs/get", { id: club.id })).body.results;
    const again = await call_("/clubs/save", { ...got, name: { ...got.name, en: "Al-Fajr FC" } });
    expect(again.body.results.name.en).toBe("Al-Fajr FC");
    expect(await auditOf("club.create", club.id)).toHaveLength(1);
    const [upd] = await auditOf("club.update", club.id);
    expect(upd.changes.name).toBeTruthy();

    const found = await call_("/clubs/list", { search: "الفجر" }, sports, "es");
    expect(found.body.results.data.map((c: { id: number }) => c.id)).toEqual([club.id]);
    expect(found.body.results.data[0].label).toBe("Club Al Fajr");
    expect(found.body.results.total).toBe(1);
    const paged = await call_("/clubs/list", { per_page: 1, page: 2 });
    expect(paged.body.results).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.body.results.data).toHaveLength(1);

    const pub = await call(ctx.app, `/website/clubs/show/${club.id}`, {}, { lang: "en" });
    expect(pub.body.results.Name).toBe("Al-Fajr FC");
  });

  it("refuse each bad field with a message in the caller's language", async () => {
    const bad = await call_(
      "/clubs/save",
      { name: tri("", "x".repeat(121), ""), image_url: "javascript:alert(1)" },
      sports,
      "ar",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.results.code).toBe("validation_failed");
    expect(bad.body.results.errors["name.ar"][0]).toMatch(/العربي/);
    expect(bad.body.results.errors["name.en"]).toBeTruthy();
    expect(bad.body.results.errors.image_url[0]).toMatch(/https/);
    // Only one club is the club itself.
    const own = await call_("/clubs/save", {
      name: tri("نادٍ آخر", "Other", ""),
      image_url: "/media/x.png",
      is_own: true,
    });
    expect(own.status).toBe(422);
    expect(own.body.results.errors.is_own[0]).toMatch(/our club/);
  });

  it("cannot be deleted while a match names them; can once nothing does", async () => {
    const { rows } = await ctx.pool.query(
      "SELECT competitor_club_id AS id FROM matches ORDER BY id LIMIT 1",
    );
    const used = rows[0].id;
    const refused = await call_("/clubs/delete", { id: used });
    expect(refused.status).toBe(409);
    expect(refused.body.results).toMatchObject({ code: "record_in_use", referenced_by: "matches" });
    expect(refused.body.results.message).toMatch(/Matches still use/);
    expect((await call_("/clubs/get", { id: used })).status).toBe(200);

    const fresh = (
      await call_("/clubs/save", { name: tri("مؤقت", "", ""), image_url: "/media/t.png" })
    ).body.results;
    expect((await call_("/clubs/delete", { id: fresh.id })).body.results).toEqual({
      id: fresh.id,
    });
    expect((await call_("/clubs/get", { id: fresh.id })).status).toBe(404);
    expect(await auditOf("club.delete", fresh.id)).toHaveLength(1);
  });

  it("refuse roles without sports.manage and callers without a session", async () => {
    for (const path of [
      "/clubs/list",
      "/stadiums/list",
      "/championships/list",
      "/teams/list",
      "/players/list",
    ]) {
      expect((await call_(path, {}, editor)).status).toBe(403);
      expect((await staffCall(ctx.app, path, {})).status).toBe(401);
    }
    const write = await call_(
      "/clubs/save",
      { name: tri("س", "", ""), image_url: "/media/s.png" },
      editor,
    );
    expect(write.status).toBe(403);
  });
});

describe("pictures from the media library", () => {
  it("a crest and a photo are library pictures; image_url follows them; a missing one is refused", async () => {
    const club = await call_("/clubs/save", {
      name: tri("نادي الوسائط", "Media FC", ""),
      crest_media_id: 19,
    });
    expect(club.status).toBe(200);
    expect(club.body.results.crest_media_id).toBe(19);
    expect(club.body.results.image_url).toMatch(/^\/files\/.+\.webp$/);
    const pub = await call(ctx.app, `/website/clubs/show/${club.body.results.id}`, {});
    expect(pub.body.results.image_url).toBe(club.body.results.image_url);

    const none = await call_("/clubs/save", { name: tri("بلا شعار", "", "") });
    expect(none.body.results.errors.crest_media_id[0]).toMatch(/crest/);
    const missing = await call_("/clubs/save", { name: tri("س", "", ""), crest_media_id: 99999 });
    expect(missing.status).toBe(422);
    expect(missing.body.results.errors.crest_media_id).toBeTruthy();

    const { rows } = await ctx.pool.query("SELECT id FROM teams ORDER BY id LIMIT 1");
    const player = await call_("/players/save", {
      team_id: rows[0].id,
      name: tri("لاعب الصورة", "Photo Player", ""),
      position: "Goalkeeper",
      photo_media_id: 20,
    });
    expect(player.status).toBe(200);
    expect(player.body.results).toMatchObject({ photo_media_id: 20 });
    // The library keeps a picture in use.
    const del = await call_("/media/delete", { id: 20 });
    expect(del.status).toBe(409);
  });
});

describe("stadiums", () => {
  it("keep name and city in three languages and a capacity; a used stadium stays", async () => {
    const s = (
      await call_("/stadiums/save", {
        name: tri("ملعب الأمير", "Prince Arena", "Estadio del Príncipe"),
        city: tri("الرياض", "Riyadh", "Riad"),
        capacity: 45000,
      })
    ).body.results;
    expect(s).toMatchObject({ capacity: 45000, city: { en: "Riyadh", es: "Riad" } });
    const bad = await call_("/stadiums/save", { name: tri("م", "", ""), capacity: 0 });
    expect(bad.body.results.errors.capacity[0]).toMatch(/seats/);

    const { rows } = await ctx.pool.query(
      "SELECT stadium_id AS id FROM matches WHERE stadium_id IS NOT NULL LIMIT 1",
    );
    const refused = await call_("/stadiums/delete", { id: rows[0].id });
    expect(refused.status).toBe(409);
    expect(refused.body.results.referenced_by).toBe("matches");
    const list = await call_("/stadiums/list", { search: "Prince" });
    expect(list.body.results.data[0]).toMatchObject({ id: s.id, matches: 0 });
    expect((await call_("/stadiums/delete", { id: s.id })).status).toBe(200);
  });
});

describe("championships", () => {
  it("carry season, type, stages with groups and clubs, and the table's rules", async () => {
    const opts = (await call_("/championships/options", {})).body.results;
    const [a, b, c] = opts.clubs.map((x: { id: number }) => x.id);
    const body = {
      type_id: opts.types[0].id,
      title: tri("كأس الخليج", "Gulf Cup", "Copa del Golfo"),
      season: "2026-2027",
      standings_mode: "computed",
      rules: {
        points: { win: 3, draw: 1, loss: 0 },
        tieBreakers: ["points", "h2h_points", "goal_difference"],
      },
      stages: [
        {
          name: tri("دور المجموعات", "Group stage", "Fase de grupos"),
          kind: "groups",
          groups: [
            { name: tri("المجموعة أ", "Group A", "Grupo A"), club_ids: [a, b] },
            { name: tri("المجموعة ب", "Group B", "Grupo B"), club_ids: [c] },
          ],
        },
        { name: tri("النهائي", "Final", "Final"), kind: "knockout" },
      ],
    };
    const saved = await call_("/championships/save", body);
    expect(saved.status).toBe(200);
    const ch = saved.body.results;
    expect(ch.stages).toHaveLength(2);
    expect(ch.stages[0].groups[0]).toMatchObject({
      name: { en: "Group A" },
      club_ids: [a, b].sort((x, y) => x - y),
    });
    expect(ch.rules.tieBreakers).toEqual(["points", "h2h_points", "goal_difference"]);
    const again = await call_("/championships/save", { ...ch, stages: ch.stages.slice(1) });
    expect(again.body.results.stages.map((s: { kind: string }) => s.kind)).toEqual(["knockout"]);

    const bad = await call_("/championships/save", {
      ...body,
      season: "next year",
      type_id: 0,
      stages: [
        {
          name: tri("د", "", ""),
          kind: "league",
          groups: [{ name: tri("أ", "", ""), club_ids: [a, a] }],
        },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors)).toEqual(
      expect.arrayContaining([
        "season",
        "type_id",
        "stages.0.groups",
        "stages.0.groups.0.club_ids",
      ]),
    );
    const unknownType = await call_("/championships/save", { ...body, type_id: 99999 });
    expect(unknownType.body.results.errors.type_id).toBeTruthy();

    const found = await call_("/championships/list", { search: "Gulf", season: "2026-2027" });
    expect(found.body.results.data[0]).toMatchObject({
      id: ch.id,
      matches: 0,
      standings_mode: "computed",
    });
    expect((await call_("/championships/delete", { id: ch.id })).status).toBe(200);
  });

  it("cannot be deleted while matches belong to them", async () => {
    const { rows } = await ctx.pool.query("SELECT championship_id AS id FROM matches LIMIT 1");
    const refused = await call_("/championships/delete", { id: rows[0].id });
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("record_in_use");
  });
});

describe("teams and players", () => {
  it("a player in three languages with statistics per season; the latest season shows on the site", async () => {
    const team = (
      await call_("/teams/save", {
        name: tri("فريق الشباب", "Youth team", "Juvenil"),
        kind: "junior",
      })
    ).body.results;
    const p = await call_("/players/save", {
      team_id: team.id,
      name: tri("سالم الدوسري", "Salem Al-Dawsari", "Salem Al Dawsari"),
      number: 29,
      position: "Forward",
      image_url: "/media/players/salem.webp",
      nationality: tri("سعودي", "Saudi", "Saudí"),
      birth_date: "1991-08-19",
      bio: tri("جناح مهاري.", "A skilful winger.", "Un extremo habilidoso."),
      preferred_leg: "left",
      statistics: [
        { season: "2024-2025", goals: 9, appearances: 30 },
        { season: "2025-2026", goals: 14, appearances: 28, shooting_accuracy: 61 },
      ],
    });
    expect(p.status).toBe(200);
    const player = p.body.results;
    expect(player.statistics.map((s: { season: string }) => s.season)).toEqual([
      "2025-2026",
      "2024-2025",
    ]);
    expect(player.statistics[0]).toMatchObject({ goals: 14, shooting_accuracy: 61, tackles: null });
    expect(player.bio).toEqual({
      ar: "جناح مهاري.",
      en: "A skilful winger.",
      es: "Un extremo habilidoso.",
    });

    const pub = await call(ctx.app, `/website/players/show/${player.id}`, {}, { lang: "es" });
    expect(pub.body.results).toMatchObject({
      Name: "Salem Al Dawsari",
      bio: "Un extremo habilidoso.",
    });
    expect(pub.body.results.statistics).toMatchObject({ goals: 14, appearances: 28 });

    // The team carries its squad; a team with players is not deleted.
    const got = (await call_("/teams/get", { id: team.id })).body.results;
    expect(got.squad.map((s: { id: number }) => s.id)).toEqual([player.id]);
    const refused = await call_("/teams/delete", { id: team.id });
    expect(refused.status).toBe(409);
    expect(refused.body.results.referenced_by).toBe("players");
    const left = await call_("/teams/save", { ...got, squad: [] });
    expect(left.status).toBe(422);
    expect(left.body.results.errors.squad[0]).toMatch(/another team/);

    const found = await call_("/players/list", { search: "29", team_id: team.id });
    expect(found.body.results.data).toHaveLength(1);
    expect(found.body.results.data[0]).toMatchObject({
      label: "Salem Al-Dawsari",
      team: "Youth team",
    });
  });

  it("a squad reorders and takes players from another team; numbers stay unique in a squad", async () => {
    const t1 = (await call_("/teams/save", { name: tri("أ", "A", "") })).body.results;
    const t2 = (await call_("/teams/save", { name: tri("ب", "B", "") })).body.results;
    const mk = async (team: number, number: number, name: string) =>
      (
        await call_("/players/save", {
          team_id: team,
          name: tri(name, "", ""),
          number,
          position: "Defender",
          image_url: "/media/p.png",
        })
      ).body.results.id as number;
    const x = await mk(t1.id, 4, "س");
    const y = await mk(t1.id, 5, "ص");
    const z = await mk(t2.id, 6, "ع");
    const w = await mk(t2.id, 4, "غ");
    const moved = await call_("/teams/save", {
      ...t1,
      squad: [{ id: z }, { id: y }, { id: x }],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.results.squad.map((s: { id: number }) => s.id)).toEqual([z, y, x]);
    const clash = await call_("/teams/save", {
      ...moved.body.results,
      squad: [{ id: z }, { id: y }, { id: x }, { id: w }],
    });
    expect(clash.status).toBe(422);
    expect(clash.body.results.errors.squad[0]).toMatch(/shirt number/);
    const dup = await call_("/players/save", {
      team_id: t1.id,
      name: tri("د", "", ""),
      number: 5,
      position: "Midfielder",
      image_url: "/media/p.png",
    });
    expect(dup.body.results.errors.number[0]).toMatch(/wears this number/);
  });

  it("refuse each bad player field", async () => {
    const bad = await call_("/players/save", {
      team_id: "",
      name: tri("", "", ""),
      number: 100,
      position: "Striker",
      image_url: "",
      birth_date: "2090-01-01",
      statistics: [
        { season: "2025", goals: -1 },
        { season: "2025", shooting_accuracy: 120 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors)).toEqual(
      expect.arrayContaining([
        "team_id",
        "name.ar",
        "number",
        "position",
        "birth_date",
        "statistics.0.goals",
        "statistics.1.shooting_accuracy",
        "statistics",
      ]),
    );
    const manager = await call_("/players/save", {
      team_id: 1,
      name: tri("مدرب", "", ""),
      number: 1,
      position: "Manegar",
      image_url: "/media/p.png",
    });
    expect(manager.body.results.errors.number[0]).toMatch(/manager/);
  });

  it("a player named in a recorded match event is not deleted", async () => {
    // A match still to be played (a finished match with a result entered by hand takes no event).
    const { rows } = await ctx.pool.query(
      `SELECT m.id AS match_id, p.id AS player_id FROM matches m, players p
        WHERE m.match_status NOT IN ('postponed', 'cancelled', 'finished') ORDER BY m.id, p.id LIMIT 1`,
    );
    const ev = await call_("/match-events/save", {
      match_id: rows[0].match_id,
      type: "yellow_card",
      side: "club",
      minute: 12,
      player_id: rows[0].player_id,
    });
    expect(ev.status).toBe(200);
    const refused = await call_("/players/delete", { id: rows[0].player_id });
    expect(refused.status).toBe(409);
    expect(refused.body.results.referenced_by).toBe("match_events");
    await call_("/match-events/delete", { id: ev.body.results.id });
  });
});
