import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { runJobs } from "../helpers/staff";
import { sportApplication } from "../helpers/forms";
import { b64, makePdf, makePng } from "../helpers/files";

const ctx = useTestApp({
  rateLimitMax: 10_000,
  formRateLimit: 1000,
  formRateLimitPerForm: 1000,
  formRateLimitPerSender: 1000,
});

let ipSeq = 0;
const nextIp = () => `10.8.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function join(body: Record<string, unknown>, lang: "ar" | "en" = "en") {
  const token = await solveBotCheck(ctx.app);
  return call(
    ctx.app,
    "/website/teams/categories/join",
    { ...body, "g-recaptcha-response": token },
    { lang, ip: nextIp() },
  );
}

const application = sportApplication;

describe("club sports categories", () => {
  it("lists the groups with their sports nested, both ordered by ord", async () => {
    const res = await call(
      ctx.app,
      "/website/teams/categories",
      { all: false, status: 1 },
      { lang: "en" },
    );
    expect(res.status).toBe(200);
    const groups = res.body.results.data;
    expect(groups.map((g: { name: string }) => g.name)).toEqual([
      "Team sports",
      "Individual sports",
      "Combat sports",
      "Mind sports",
    ]);
    expect(groups[0].childs.map((c: { id: number }) => c.id)).toEqual([26, 27, 28, 29]);
    expect(groups[0].childs[0]).toMatchObject({
      id: 26,
      name: "Football academy",
      parent_id: 1,
      image_url: "/media/sports/football-academy.svg",
    });
  });

  it("supports parents_only with counts, can_join, all_locale, all and id", async () => {
    const parents = await call(ctx.app, "/website/teams/categories", {
      parents_only: 1,
      withCount: true,
      can_join: true,
    });
    expect(parents.body.results.data[0]).toMatchObject({ id: 1, childs_count: 3 });
    expect(parents.body.results.data[0].childs).toBeUndefined();
    const locale = await call(ctx.app, "/website/teams/categories", {
      parents_only: true,
      all_locale: true,
    });
    expect(locale.body.results.data[0].name_locale).toEqual({
      ar: "الألعاب الجماعية",
      en: "Team sports",
      es: "Deportes de equipo",
    });
    const all = await call(ctx.app, "/website/teams/categories", { all: true });
    expect(all.body.results.data).toHaveLength(15);
    const one = await call(ctx.app, "/website/teams/categories", { id: 26 }, { lang: "es" });
    expect(one.body.results).toMatchObject({
      id: 26,
      name: "Academia de fútbol",
      parent: { id: 1, name: "Deportes de equipo" },
      childs: [],
    });
    const group = await call(ctx.app, "/website/teams/categories", { id: 2 });
    expect(group.body.results.childs).toHaveLength(4);
    expect((await call(ctx.app, "/website/teams/categories", { id: 999 })).status).toBe(404);
  });
});

describe("sport join application", () => {
  it("answers 200 with the message 'sent', stores the application and e-mails the sports department", async () => {
    const res = await join(application({ image_base64: { ext: "png", file: b64(makePng()) } }));
    expect(res.status).toBe(200);
    expect(res.body.results.message).toBe("Sent");
    const reference = res.body.results.reference;
    const { rows } = await ctx.pool.query(
      "SELECT * FROM sport_join_applications WHERE reference = $1",
      [reference],
    );
    expect(rows[0]).toMatchObject({
      category_id: 27,
      phone: "966501234567",
      level: "beginner",
      practice: false,
      photo_type: "png",
    });
    // The department e-mail is a queued job (ADR 0044): run what is due first.
    await runJobs(ctx.app);
    const file = path.join(ctx.env.dataDir, "outbox", "mail.jsonl");
    expect(existsSync(file)).toBe(true);
    const mail = (await readFile(file, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .find((m) => m.subject.includes(reference));
    expect(mail.to).toBe("sports@alnoor-club.example");
    // The sport named with its number, the level in Arabic (the department's language).
    expect(mail.text).toContain("(#27)");
    expect(mail.text).toContain("966501234567");
    expect(mail.text).toMatch(/PNG \(\S+\.png\)/);
  });

  it("requires a name of at least 5 characters and a 12-character phone with 966", async () => {
    const res = await join(application({ full_name: "Ali", phone: "0501234567" }));
    expect(res.body.results.errors).toEqual({
      full_name: ["The name must be at least 5 characters"],
      phone: ["Incorrect phone number"],
    });
    const missing = await join({ category_id: 27 });
    expect(missing.body.results.errors).toMatchObject({
      full_name: ["Please enter your name"],
      phone: ["Please enter your phone number"],
      birthdate: ["Please enter your birth date"],
      practice: ["Please answer whether you have joined a club or academy"],
      level: ["Please choose your level"],
    });
  });

  it("checks the birth date: a real day, month 1-12, year 1900-2022, zero-padded", async () => {
    for (const birthdate of ["2023-01-01", "1899-12-31", "2010-13-01", "2010-02-30", "2010-3-7"]) {
      const res = await join(application({ birthdate }));
      expect(res.body.results.errors, birthdate).toEqual({ birthdate: ["Invalid birth date"] });
    }
    expect((await join(application({ birthdate: "1900-01-01" }))).status).toBe(200);
    expect((await join(application({ birthdate: "2022-12-31" }))).status).toBe(200);
  });

  it("requires the competition type once played is answered, and years and place when joined is yes", async () => {
    const played = await join(application({ competition: false }));
    expect(played.body.results.errors).toEqual({
      competition_type: ["Please choose the competition type"],
    });
    const joined = await join(application({ practice: true }));
    expect(joined.body.results.errors).toEqual({
      practice_years: ["Please enter your years of practice"],
      practice_place: ["Please enter where you practised"],
    });
    const ok = await join(
      application({
        practice: true,
        practice_years: 3,
        practice_place: "Riyadh academy",
        competition: true,
        competition_type: "official",
        level: "advanced",
      }),
    );
    expect(ok.status).toBe(200);
    // Conditional messages come together with the others, so the form shows them all at once.
    const together = await join(application({ full_name: "", practice: true }));
    expect(Object.keys(together.body.results.errors).sort()).toEqual([
      "full_name",
      "practice_place",
      "practice_years",
    ]);
  });

  it("asks sport 26 for the preferred leg and position", async () => {
    const res = await join(application({ category_id: 26 }));
    expect(res.body.results.errors).toEqual({
      "info.preferred_leg": ["Please choose your preferred leg"],
      "info.preferred_position": ["Please choose your preferred position"],
    });
    const ok = await join(
      application({
        category_id: 26,
        info: { preferred_leg: "left", preferred_position: "midfielder" },
      }),
    );
    expect(ok.status).toBe(200);
    const { rows } = await ctx.pool.query(
      "SELECT info FROM sport_join_applications WHERE reference = $1",
      [ok.body.results.reference],
    );
    expect(rows[0].info).toEqual({ preferred_leg: "left", preferred_position: "midfielder" });
  });

  it("refuses a sport closed to applications, an unknown sport and a photo that is not an image", async () => {
    const closed = await join(application({ category_id: 29 }));
    expect(closed.status).toBe(422);
    expect(closed.body.results.code).toBe("sport_closed");
    expect((await join(application({ category_id: 999 }))).status).toBe(404);
    const photo = await join(
      application({ image_base64: { ext: "png", file: b64(makePdf()) } }),
      "ar",
    );
    expect(photo.body.results.errors.image_base64).toEqual([
      "صيغة الصورة غير مدعومة (JPEG، PNG، WebP)",
    ]);
  });
});
