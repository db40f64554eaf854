import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/app";
import { jobApplication, sportApplication, submitForm } from "../helpers/forms";
import { createStaff, sessionFor, staffCall, totp } from "../helpers/staff";
import { INTERNAL_COLUMNS, SOURCE_TABLES } from "../../src/server/modules/identity/privacy.staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

// One person: 055 444 7788 / noura.p@example.com, written in several spellings across the site.
const PHONE = "966554447788";
const EMAIL = "noura.p@example.com";
// Someone else, who must keep everything.
const OTHER = "966554447799";

let admin: string;
let adminSecret: string;
let care: string;
const as = (token: string, p: string, body: object, headers: Record<string, string> = {}) =>
  staffCall(ctx.app, p, body, { token, headers });
const fresh = () => ({ "x-staff-reauth-code": totp(adminSecret) });

beforeAll(async () => {
  const a = await createStaff(ctx.pool, { roles: ["admin"] });
  admin = await sessionFor(ctx.pool, ctx.env, a.id);
  adminSecret = a.secret!;
  care = await sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles: ["care"] })).id);

  // The membership and what hangs on it.
  const { rows } = await ctx.pool.query(
    "INSERT INTO members (phone, email, name, qr_code) VALUES ($1, $2, 'Noura', 'KN-privacy-1') RETURNING id",
    [PHONE, EMAIL.toUpperCase()],
  );
  await ctx.pool.query(
    "INSERT INTO poll_answers (poll_key, member_id, value) SELECT key, $1, 'yes' FROM polls ORDER BY key LIMIT 1",
    [rows[0].id],
  );
  await ctx.pool.query(
    `INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals)
     SELECT id, p, 'Noura Saleh', 2, 1 FROM matches, unnest($1::text[]) p ORDER BY id LIMIT 2`,
    [[PHONE, OTHER]],
  );
  await ctx.pool.query(
    "INSERT INTO otp_codes (purpose, phone, code_hash, expires_at) VALUES ('login', $1, 'x', now())",
    [PHONE],
  );
  // The public forms, with the phone typed as people type it.
  const job = await submitForm(
    ctx.app,
    "/website/jobs/applications/create",
    jobApplication({ phone: "0554447788", email: EMAIL }),
  );
  expect(job.status, JSON.stringify(job.body)).toBe(200);
  const contact = await submitForm(ctx.app, "/website/contactus/create", {
    name: "Noura",
    email: "Noura.P@Example.com",
    phone: "+966554447788",
    subject: "",
    message: "Please call me back about membership.",
    details: { department: 2 },
    terms: true,
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(200);
  await ctx.pool.query(
    "INSERT INTO submission_notes (kind, item_id, body) SELECT 'contact', id, 'Called her back' FROM contact_messages WHERE reference = $1",
    [contact.body.results.reference],
  );
  // A reply sent to her (migration 0037).
  await ctx.pool.query(
    "INSERT INTO submission_replies (kind, item_id, channel, lang, subject, body) SELECT 'contact', id, 'email', 'ar', 'Re', 'We will call' FROM contact_messages WHERE reference = $1",
    [contact.body.results.reference],
  );
  const sport = await submitForm(
    ctx.app,
    "/website/teams/categories/join",
    sportApplication({ phone: PHONE }),
  );
  expect(sport.status, JSON.stringify(sport.body)).toBe(200);
  const other = await submitForm(
    ctx.app,
    "/website/teams/categories/join",
    sportApplication({ phone: OTHER }),
  );
  expect(other.status).toBe(200);
});

const countOf = (holdings: { kind: string; count: number }[], kind: string) =>
  holdings.find((h) => h.kind === kind)?.count;

describe("data-subject requests (PDPL)", () => {
  it("only administrators may search, and export and erasure ask for a fresh code", async () => {
    expect((await as(care, "/privacy/search", { phone: PHONE })).status).toBe(403);
    const noCode = await as(admin, "/privacy/export", { phone: PHONE });
    expect(noCode.status).toBe(403);
    expect(noCode.body.results.code).toBe("reauth_required");
    const empty = await as(admin, "/privacy/search", {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.results.errors)).toEqual(["phone"]);
  });

  it("finds everything held on one person by phone in any spelling or by e-mail", async () => {
    const byPhone = await as(admin, "/privacy/search", { phone: "٠٥٥٤٤٤٧٧٨٨" });
    expect(byPhone.status).toBe(200);
    const h = byPhone.body.results.holdings;
    expect(countOf(h, "member")).toBe(1);
    expect(countOf(h, "poll_answers")).toBe(1);
    expect(countOf(h, "predictions")).toBe(1);
    expect(countOf(h, "job_applications")).toBe(1);
    expect(countOf(h, "contact_messages")).toBe(1);
    expect(countOf(h, "sport_join_applications")).toBe(1);
    expect(countOf(h, "sms_codes")).toBe(1);
    expect(countOf(h, "inbox_notes")).toBe(1);
    expect(countOf(h, "inbox_replies")).toBe(1);
    const byEmail = (await as(admin, "/privacy/search", { email: EMAIL })).body.results.holdings;
    expect(countOf(byEmail, "member")).toBe(1);
    expect(countOf(byEmail, "job_applications")).toBe(1);
    expect(countOf(byEmail, "contact_messages")).toBe(1);
    expect(countOf(byEmail, "predictions")).toBe(0);

    const { rows } = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'privacy.search' ORDER BY id DESC LIMIT 1",
    );
    expect(JSON.stringify(rows[0].changes)).not.toContain("4447788");
  });

  it("exports every row as one document, without code hashes", async () => {
    const res = await as(admin, "/privacy/export", { phone: PHONE, email: EMAIL }, fresh());
    expect(res.status).toBe(200);
    const { records } = res.body.results;
    expect(records.member[0]).toMatchObject({ phone: PHONE, name: "Noura" });
    expect(records.job_applications[0]).toMatchObject({ email: EMAIL });
    expect(records.sms_codes[0]).not.toHaveProperty("code_hash");
    expect(records.sport_join_applications).toHaveLength(1);
    // No internal column in any record of any kind.
    for (const [kind, list] of Object.entries(records as Record<string, object[]>))
      for (const record of list)
        for (const column of INTERNAL_COLUMNS)
          expect(record, `${kind}.${column}`).not.toHaveProperty(column);
    expect(records.job_applications[0]).toHaveProperty("fullname");
  });

  it("lists every generated column of the subject's tables as internal", async () => {
    // A column the database computes from others (the inbox's search text) is the site's own
    // workings; a new one must join INTERNAL_COLUMNS so exports leave it out.
    const { rows } = await ctx.pool.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ANY($1::text[])
          AND is_generated = 'ALWAYS'`,
      [SOURCE_TABLES],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows)
      expect(INTERNAL_COLUMNS as readonly string[], `${r.table_name}.${r.column_name}`).toContain(
        r.column_name,
      );
  });

  it("erases everything on the person in one go, files included, and nothing of anyone else", async () => {
    const { rows: files } = await ctx.pool.query(
      "SELECT cv_file FROM job_applications WHERE email = $1",
      [EMAIL],
    );
    const cv = path.join(ctx.env.dataDir, "uploads", files[0].cv_file);
    expect(existsSync(cv)).toBe(true);
    const unconfirmed = await as(admin, "/privacy/erase", { phone: PHONE }, fresh());
    expect(unconfirmed.status).toBe(422);

    const res = await as(
      admin,
      "/privacy/erase",
      { phone: PHONE, email: EMAIL, confirm: true },
      { "x-staff-reauth-code": totp(adminSecret, 1) },
    );
    expect(res.status).toBe(200);
    expect(res.body.results.total).toBeGreaterThanOrEqual(7);
    expect(res.body.results.files).toBeGreaterThanOrEqual(1);
    expect(existsSync(cv)).toBe(false);

    const after = await as(admin, "/privacy/search", { phone: PHONE, email: EMAIL });
    expect(after.body.results.total).toBe(0);
    const { rows: replies } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM submission_replies WHERE kind = 'contact'",
    );
    expect(replies[0].n).toBe(0);
    const other = await as(admin, "/privacy/search", { phone: OTHER });
    expect(countOf(other.body.results.holdings, "predictions")).toBe(1);
    expect(countOf(other.body.results.holdings, "sport_join_applications")).toBe(1);
    const { rows } = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'privacy.erase' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0].changes.total.after).toBe(res.body.results.total);
    expect(JSON.stringify(rows[0].changes)).not.toContain(EMAIL);
  });
});
