import { describe, expect, it } from "vitest";
import { z } from "zod";
import { infoUpdateBody, profileSaveBody } from "../../src/shared/identity/schemas";
import { riyadhToday } from "../../src/shared/platform/form-fields";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { createEvent, createMember, freshPhone } from "../helpers/events";
import { jobApplication, sportApplication, submitForm } from "../helpers/forms";
import { freshIp, lastCode } from "../helpers/identity";
import { createStaff, ORIGIN, sessionFor } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 100_000, formRateLimit: 100_000, otpPerIp: 100_000 });

const NUL = "Ali\u0000";
const LONE = "Ali\ud800";
const HOSTILE = [NUL, LONE, "\udc00", "\u0000"];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * Every path of a JSON schema where a string may stand: object properties, array items (index
 * 0) and record values (key "1"), through unions.
 */
function stringPaths(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const out: string[][] = [];
  if (types.includes("string")) out.push(prefix);
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    out.push(...stringPaths(alt, prefix));
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    out.push(...stringPaths(child, [...prefix, key]));
  if (schema.additionalProperties && typeof schema.additionalProperties === "object")
    out.push(...stringPaths(schema.additionalProperties, [...prefix, "1"]));
  if (schema.items) out.push(...stringPaths(schema.items, [...prefix, "0"]));
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.join(".")) && seen.add(p.join(".")));
}

/** A body holding `value` at `path` (arrays where the path has an index), nothing else. */
function bodyAt(path: string[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = bodyAt(rest, value);
  return /^\d+$/.test(head!) && head === "0" ? [inner] : { [head!]: inner };
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== "object" || !("_zod" in schema)) return undefined;
  return z.toJSONSchema(schema as z.ZodType, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
}

/** Schemas that a route validates inside its handler (its route schema is a loose object). */
const HANDLER_SCHEMAS: Record<string, z.ZodType[]> = {
  "/api/v1/website/user/save": [profileSaveBody, infoUpdateBody],
};

const concrete = (url: string) => url.replace(/:(\w+)/g, "1");

describe("hostile text at the contract boundary", () => {
  it("walks every registered call's string fields: never a 5xx, 422 invalid_text naming the field, no match for searches", async () => {
    const routes = ctx.app.contractRoutes.filter((r) => r.method === "POST");
    // The list comes from Fastify itself, so a call added later is walked too.
    expect(routes.length).toBeGreaterThan(60);
    const member = await createMember(ctx.pool, ctx.env);
    // Staff calls are walked as an admin with a fresh code, from this site, so the text check
    // (not the staff guard) is what answers.
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const staffHeaders = {
      origin: ORIGIN,
      cookie: `staff_session=${await sessionFor(ctx.pool, ctx.env, admin.id, { reauth: true })}`,
    };
    const isStaff = (url: string) => url.startsWith("/api/v1/staff/");
    let probes = 0;
    let refused = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const schemas = [
        jsonSchemaOf(route.schema?.body),
        ...(HANDLER_SCHEMAS[route.url] ?? []).map(jsonSchemaOf),
      ];
      const paths = schemas.flatMap((s) => stringPaths(s)).filter((p) => p.length > 0);
      // A field no schema knows is walked as well: the check does not depend on the schema.
      paths.push(["undeclared"], ["nested", "0", "name"]);
      for (const path of paths) {
        for (const value of HOSTILE) {
          probes++;
          const url = concrete(route.url).slice("/api/v1".length);
          const res = await call(ctx.app, url, bodyAt(path, value), {
            lang: "en",
            ...(isStaff(route.url) ? { headers: staffHeaders } : { token: member.token }),
            ip: freshIp(),
          });
          const field = path.join(".");
          const search = path.length === 1 && route.searchFields.includes(path[0]!);
          const label = `${route.url} ${field}=${JSON.stringify(value)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          if (res.status >= 500) failures.push(label);
          // A route that checks who is calling before it reads the body (staff sign-in, a
          // permission) refuses first: the text never reached it either.
          else if (res.status === 401 || res.status === 403) continue;
          else if (search) {
            if (res.status !== 200 || res.body.results.data.length !== 0) failures.push(label);
          } else if (
            res.status !== 422 ||
            res.body.results.code !== "invalid_text" ||
            !res.body.results.errors?.[field]
          )
            failures.push(label);
          else refused++;
        }
      }
      // Query strings and path parameters are walked too.
      const query = await ctx.app.inject({
        method: "POST",
        url: `${concrete(route.url)}${route.url.includes("?") ? "&" : "?"}page=%00`,
        headers: {
          "content-type": "application/json",
          "content-language": "en",
          ...(isStaff(route.url) ? staffHeaders : {}),
        },
        payload: "{}",
      });
      probes++;
      if (query.statusCode !== 422 || query.json().results.code !== "invalid_text")
        failures.push(`${route.url}?page=%00 -> ${query.statusCode}`);
      if (route.url.includes(":")) {
        const param = await ctx.app.inject({
          method: "POST",
          url: route.url.replace(/:(\w+)/g, "%00"),
          headers: { "content-type": "application/json" },
          payload: "{}",
        });
        probes++;
        if (param.statusCode >= 500) failures.push(`${route.url} with %00 -> ${param.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(500);
    // The boundary itself answered (not only sign-in checks).
    expect(refused).toBeGreaterThan(probes * 0.8);
    // Thousands of probes, growing with every call added: more than the default 30 s on a busy machine.
  }, 120_000);

  it("answers in the request's language and names every offending field, nested ones too", async () => {
    const res = await call(
      ctx.app,
      "/website/complaints/create",
      {
        sender: { name: "Fahad\ud800", phone: "0509998877", email: "f@example.com" },
        witness: { name: "Omar\u0000" },
      },
      { lang: "ar" },
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("invalid_text");
    expect(res.body.results.message).toBe("تحتوي بعض الحقول على رموز غير مقبولة.");
    expect(Object.keys(res.body.results.errors).sort()).toEqual(["sender.name", "witness.name"]);
    expect(res.body.results.errors["witness.name"][0]).toContain("رموز غير مقبولة");
    const es = await call(ctx.app, "/website/contactus/create", { message: NUL }, { lang: "es" });
    expect(es.body.results.errors.message[0]).toContain("no se pueden aceptar");
  });
});

describe("the defects found by hostile input (each was a 500)", () => {
  const send = (path: string, body: Record<string, unknown>) => submitForm(ctx.app, path, body);
  const shiftDays = (days: number) => {
    const [y, m, d] = riyadhToday().split("-").map(Number);
    return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
  };
  const expectInvalidText = (
    res: { status: number; body: { results: { code: string; errors?: Record<string, string[]> } } },
    field: string,
  ) => {
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("invalid_text");
    expect(Object.keys(res.body.results.errors ?? {})).toEqual([field]);
  };

  it("searches of news, jobs and areas treat NUL and lone surrogates as no match", async () => {
    for (const keywords of HOSTILE) {
      const news = await call(ctx.app, "/website/news", { keywords });
      expect(news.status).toBe(200);
      expect(news.body.results).toMatchObject({ data: [], total: 0, current_page: 1 });
      const jobs = await call(ctx.app, "/website/jobs", { keywords });
      expect(jobs.status).toBe(200);
      expect(jobs.body.results).toMatchObject({ data: [], total: 0 });
      const areas = await call(ctx.app, "/website/areas", { type: 0, keywords });
      expect(areas.status).toBe(200);
      expect(areas.body.results.data).toEqual([]);
    }
    // Ordinary searches still find things.
    expect((await call(ctx.app, "/website/areas", { type: 0 })).body.results.data.length).toBe(
      (await call(ctx.app, "/website/areas", { type: 0, keywords: "" })).body.results.data.length,
    );
  });

  it("refuses NUL in contact, visit, sport join, careers and survey text", async () => {
    expectInvalidText(
      await send("/website/contactus/create", {
        name: "Khalid",
        email: "khalid@example.com",
        phone: "0551112233",
        subject: "Tour",
        message: `When does the tour open?${NUL}`,
        details: { department: 2 },
        terms: true,
      }),
      "message",
    );
    expectInvalidText(
      await send("/website/visits/create", {
        visitor_type: "school",
        organization: `School${NUL}`,
        visitors: 35,
        preferred_date: shiftDays(10),
        name: "Noura",
        phone: "0507654321",
        email: "noura@example.com",
      }),
      "organization",
    );
    expectInvalidText(
      await send(
        "/website/teams/categories/join",
        sportApplication({ full_name: `Yousef ${NUL}` }),
      ),
      "full_name",
    );
    const application = jobApplication();
    expectInvalidText(
      await send("/website/jobs/applications/create", {
        ...application,
        details: { ...application.details, address: `Riyadh${LONE}` },
      }),
      "details.address",
    );
    expectInvalidText(
      await send("/website/jobs/applications/create", { ...application, fullname: NUL }),
      "fullname",
    );
    const survey = await call(ctx.app, "/website/surveys/view/1", {});
    const q = survey.body.results.questions;
    expectInvalidText(
      await send("/website/surveys/answer", {
        survey_id: 1,
        answers: [
          { question_id: q[0].id, option_ids: [q[0].options[0].id] },
          { question_id: q[1].id, option_ids: [q[1].options[0].id] },
          { question_id: q[2].id, rating: 8 },
          { question_id: q[3].id, text: `More water${NUL}` },
        ],
      }),
      "answers.3.text",
    );
    // Nothing was stored.
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM contact_messages WHERE message LIKE 'When does the tour open?%'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuses lone surrogates in the names a complaint keeps in JSON", async () => {
    const body = {
      sender: { name: "Fahad", phone: "0509998877", email: "fahad@example.com", relation: "fan" },
      violator: { name: `Steward${LONE}`, role: "Staff" },
      witness: { name: "Omar", phone: "0501112222" },
      what_happened: "Fans were refused entry.",
      who: "Gate staff",
      when: shiftDays(-2),
      where: "Gate 4",
    };
    expectInvalidText(await send("/website/complaints/create", body), "violator.name");
    expectInvalidText(
      await send("/website/complaints/create", {
        ...body,
        violator: { name: "Steward", role: "Staff" },
        witness: { name: LONE, phone: "0501112222" },
      }),
      "witness.name",
    );
  });

  it("refuses NUL in the profile name and in a guest's reservation name", async () => {
    const member = await createMember(ctx.pool, ctx.env);
    const save = await call(
      ctx.app,
      "/website/user/save",
      {
        name: `Member${NUL}`,
        email: "m@example.com",
        info: { birthDate: { day: 1, month: 2, year: 1990 }, country: 1, city: 101 },
      },
      { token: member.token, lang: "en" },
    );
    expectInvalidText(save, "name");

    const ev = await createEvent(ctx.pool);
    const phone = freshPhone();
    const sent = await call(
      ctx.app,
      "/guest/otp",
      { phone: phone.slice(3), "g-recaptcha-response": await solveBotCheck(ctx.app) },
      { ip: freshIp() },
    );
    const verified = await call(ctx.app, "/guest/otp/verify", {
      id: sent.body.results.id,
      otp: await lastCode(ctx.env, phone),
    });
    const res = await call(
      ctx.app,
      "/reservations/create",
      {
        event_id: ev.id,
        attend_at: ev.days[0],
        containers_blocks_ids: [ev.seats[0]],
        guest_name: `Guest${NUL}`,
        guest_token: verified.body.results.guest_token,
      },
      { lang: "en" },
    );
    expectInvalidText(res, "guest_name");
  });

  it("drops bidirectional override and isolate controls from names", async () => {
    const member = await createMember(ctx.pool, ctx.env);
    const save = await call(
      ctx.app,
      "/website/user/save",
      {
        name: "\u202eSara\u202c \u2067Al-Harbi\u2069",
        email: "sara@example.com",
        info: { birthDate: { day: 1, month: 2, year: 1990 }, country: 1, city: 101 },
      },
      { token: member.token, lang: "en" },
    );
    expect(save.status).toBe(200);
    expect(save.body.results.name).toBe("Sara Al-Harbi");
    const { rows } = await ctx.pool.query("SELECT name FROM members WHERE id = $1", [member.id]);
    expect(rows[0].name).toBe("Sara Al-Harbi");

    const message = await send("/website/contactus/create", {
      name: "\u202dKhalid\u202c",
      email: "khalid@example.com",
      phone: "0551112233",
      subject: "Tour",
      message: "Kept \u202e as typed in a message",
      details: { department: 2 },
      terms: true,
    });
    expect(message.status).toBe(200);
    const stored = await ctx.pool.query(
      "SELECT name, message FROM contact_messages ORDER BY id DESC LIMIT 1",
    );
    expect(stored.rows[0].name).toBe("Khalid");
    // Only names drop them: a message keeps what was typed.
    expect(stored.rows[0].message).toContain("\u202e");
  });
});
