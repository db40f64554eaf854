import { describe, expect, inject, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parseCronItems } from "graphile-worker";
import { useTestApp } from "../helpers/app";
import { cronItems } from "../../src/server/jobs";
import { addJob, countFailedJobs, listFailedJobs } from "../../src/server/lib/jobs/queue";
import { runDueJobs } from "../../src/server/lib/jobs/worker";
import { audit, diffChanges, SYSTEM_ACTOR } from "../../src/server/modules/staff/audit";
import {
  createStaff,
  jobDeps,
  lastLinkToken,
  runJobs,
  sentMail,
  sessionFor,
  staffCall,
  totp,
} from "../helpers/staff";

const execFileAsync = promisify(execFile);
const ctx = useTestApp({ rateLimitMax: 100_000, staffAuthPerIp: 10_000 });

async function admin() {
  const a = await createStaff(ctx.pool, { roles: ["admin"] });
  return { ...a, token: await sessionFor(ctx.pool, ctx.env, a.id, { reauth: true }) };
}

async function auditRows(recordId: number | string, action?: string) {
  const { rows } = await ctx.pool.query(
    "SELECT * FROM audit_log WHERE record_id = $1 AND ($2::text IS NULL OR action = $2) ORDER BY id",
    [String(recordId), action ?? null],
  );
  return rows;
}

describe("invitations and password links", () => {
  it("invites by e-mail through the job queue; the link sets the password once; then enrolment", async () => {
    const a = await admin();
    const email = `new.editor.${Date.now()}@club.example`;
    const invite = await staffCall(
      ctx.app,
      "/accounts/invite",
      { email: email.toUpperCase(), name: "New Editor", lang: "es", roles: ["editor"] },
      { token: a.token },
    );
    expect(invite.status).toBe(200);
    const account = invite.body.results.account;
    expect(account).toMatchObject({
      email,
      name: "New Editor",
      lang: "es",
      roles: ["editor"],
      active: true,
      enrolled: false,
      password_set: false,
    });
    // The e-mail goes out through the queue, not during the request.
    expect(await lastLinkToken(ctx.env, email)).toBeNull();
    await runJobs(ctx.app);
    const mail = (await sentMail(ctx.env)).find((m) => m.to === email)!;
    expect(mail.subject).toBe("Tu cuenta del personal de Al Noor Club");
    const token = (await lastLinkToken(ctx.env, email))!;
    expect(mail.text).toContain(`/staff/set-password#token=${token}`);

    const check = await staffCall(ctx.app, "/auth/password/check", { token });
    expect(check.body.results).toMatchObject({ purpose: "invite", email, name: "New Editor" });
    const short = await staffCall(ctx.app, "/auth/password/set", { token, password: "short" });
    expect(short.body.results.errors.password).toEqual([
      "The password must have at least 12 characters",
    ]);
    const common = await staffCall(ctx.app, "/auth/password/set", {
      token,
      password: "qwertyuiop123",
    });
    expect(common.status).toBe(422);
    expect(common.body.results.errors.password[0]).toContain("too common");
    const set = await staffCall(ctx.app, "/auth/password/set", {
      token,
      password: "olive trees by the gate",
    });
    expect(set.status).toBe(200);
    const again = await staffCall(ctx.app, "/auth/password/set", {
      token,
      password: "another fine passphrase",
    });
    expect(again.body.results.code).toBe("link_invalid");

    const login = await staffCall(ctx.app, "/auth/login", {
      email,
      password: "olive trees by the gate",
    });
    expect(login.body.results.next).toBe("enroll");
    const actions = (await auditRows(account.id)).map((r) => r.action);
    expect(actions).toEqual(["account.invite", "account.invitation_accepted"]);
  });

  it("refuses a second account with the same e-mail", async () => {
    const a = await admin();
    const body = { email: `dup.${Date.now()}@club.example`, name: "Dup", roles: ["hr"] };
    expect((await staffCall(ctx.app, "/accounts/invite", body, { token: a.token })).status).toBe(
      200,
    );
    const dup = await staffCall(ctx.app, "/accounts/invite", body, { token: a.token });
    expect(dup.status).toBe(422);
    expect(dup.body.results.errors.email).toEqual(["A staff account already uses this e-mail"]);
  });

  it("a reset link expires after an hour, a newer one replaces it, using it ends sessions", async () => {
    const a = await admin();
    const staff = await createStaff(ctx.pool, { roles: ["care"] });
    const session = await sessionFor(ctx.pool, ctx.env, staff.id);
    expect(
      (await staffCall(ctx.app, "/accounts/reset-password", { id: staff.id }, { token: a.token }))
        .status,
    ).toBe(200);
    await runJobs(ctx.app);
    const first = (await lastLinkToken(ctx.env, staff.email))!;
    const { rows } = await ctx.pool.query(
      "SELECT extract(epoch FROM expires_at - now())::int AS s FROM staff_links WHERE staff_id = $1 AND token_hash IS NOT NULL",
      [staff.id],
    );
    expect(rows[0].s).toBeGreaterThan(3500);
    expect(rows[0].s).toBeLessThanOrEqual(3600);
    await ctx.pool.query(
      "UPDATE staff_links SET expires_at = now() - interval '1 second' WHERE staff_id = $1",
      [staff.id],
    );
    expect(
      (
        await staffCall(ctx.app, "/auth/password/set", {
          token: first,
          password: "pomegranate season",
        })
      ).body.results.code,
    ).toBe("link_invalid");

    await staffCall(ctx.app, "/accounts/reset-password", { id: staff.id }, { token: a.token });
    await runJobs(ctx.app);
    const second = (await lastLinkToken(ctx.env, staff.email))!;
    await staffCall(ctx.app, "/accounts/reset-password", { id: staff.id }, { token: a.token });
    await runJobs(ctx.app);
    const third = (await lastLinkToken(ctx.env, staff.email))!;
    expect(
      (
        await staffCall(ctx.app, "/auth/password/set", {
          token: second,
          password: "pomegranate season",
        })
      ).body.results.code,
    ).toBe("link_invalid");
    expect(
      (
        await staffCall(ctx.app, "/auth/password/set", {
          token: third,
          password: "pomegranate season",
        })
      ).status,
    ).toBe(200);
    expect((await staffCall(ctx.app, "/me", {}, { token: session })).status).toBe(401);
  });
});

describe("first administrator from the command line", () => {
  it("npm run staff -- create-admin prints a one-time link that sets the password", async () => {
    const url = new URL(inject("pgAdminUrl"));
    url.pathname = `/${ctx.dbName}`;
    const email = `first.admin.${Date.now()}@club.example`;
    const run = (args: string[]) =>
      execFileAsync(process.execPath, ["scripts/staff-cli.mjs", ...args], {
        env: {
          ...process.env,
          DATABASE_URL: url.href,
          PUBLIC_URL: "https://club.example",
          LOG_LEVEL: "error",
        },
      });
    const { stdout } = await run(["create-admin", "--email", email, "--name", "First Admin"]);
    const token = /https:\/\/club\.example\/staff\/set-password#token=([A-Za-z0-9_-]{43})/.exec(
      stdout,
    )?.[1];
    expect(token).toBeDefined();
    await expect(run(["create-admin", "--email", email, "--name", "Again"])).rejects.toThrow(
      /already has an account/,
    );
    const check = await staffCall(ctx.app, "/auth/password/check", { token });
    expect(check.body.results).toMatchObject({ purpose: "invite", email, name: "First Admin" });
    expect(
      (await staffCall(ctx.app, "/auth/password/set", { token, password: "the first of many" }))
        .status,
    ).toBe(200);
    const login = await staffCall(ctx.app, "/auth/login", { email, password: "the first of many" });
    expect(login.body.results.next).toBe("enroll");
    const { rows } = await ctx.pool.query("SELECT roles FROM staff_accounts WHERE email = $1", [
      email,
    ]);
    expect(rows[0].roles).toEqual(["admin"]);
  }, 60_000);
});

describe("account administration", () => {
  it("lists with search, role filter and paging", async () => {
    const a = await admin();
    const marker = `Zed${Date.now()}`;
    for (let i = 0; i < 3; i++)
      await createStaff(ctx.pool, { roles: ["analyst"], name: `${marker} ${i}` });
    const page1 = await staffCall(
      ctx.app,
      "/accounts/list",
      { search: marker, per_page: 2 },
      { token: a.token },
    );
    expect(page1.body.results).toMatchObject({
      total: 3,
      per_page: 2,
      current_page: 1,
      last_page: 2,
    });
    expect(page1.body.results.data).toHaveLength(2);
    expect(page1.body.results.data[0]).not.toHaveProperty("password_hash");
    expect(page1.body.results.data[0]).not.toHaveProperty("totp_secret");
    const byRole = await staffCall(ctx.app, "/accounts/list", { role: "gate" }, { token: a.token });
    expect(byRole.body.results.data.every((r: any) => r.roles.includes("gate"))).toBe(true);
    expect(byRole.body.results.data.map((r: any) => r.email)).toContain(
      "gate.demo@alnoor-club.example",
    );
  });

  it("edits, deactivates (ending sessions) and reactivates; keeps one admin; audit rows for each", async () => {
    const a = await admin();
    const staff = await createStaff(ctx.pool, { roles: ["events"] });
    const session = await sessionFor(ctx.pool, ctx.env, staff.id);
    const upd = await staffCall(
      ctx.app,
      "/accounts/update",
      { id: staff.id, name: "Renamed", lang: "en" },
      { token: a.token },
    );
    expect(upd.body.results.account).toMatchObject({ name: "Renamed", lang: "en" });
    const roles = await staffCall(
      ctx.app,
      "/accounts/roles",
      { id: staff.id, roles: ["gate"], event_ids: [1] },
      { token: a.token },
    );
    expect(roles.body.results.account).toMatchObject({ roles: ["gate"], event_ids: [1] });
    const off = await staffCall(
      ctx.app,
      "/accounts/deactivate",
      { id: staff.id },
      { token: a.token },
    );
    expect(off.body.results.account.active).toBe(false);
    expect((await staffCall(ctx.app, "/me", {}, { token: session })).status).toBe(401);
    const on = await staffCall(
      ctx.app,
      "/accounts/reactivate",
      { id: staff.id },
      { token: a.token },
    );
    expect(on.body.results.account.active).toBe(true);
    const self = await staffCall(ctx.app, "/accounts/deactivate", { id: a.id }, { token: a.token });
    expect(self.body.results.code).toBe("cannot_deactivate_self");

    const rows = await auditRows(staff.id);
    expect(rows.map((r) => r.action)).toEqual([
      "account.update",
      "account.roles",
      "account.deactivate",
      "account.reactivate",
    ]);
    expect(rows[0]).toMatchObject({
      actor_id: a.id,
      actor_email: a.email,
      record_type: "staff_account",
      ip: "127.0.0.1",
    });
    expect(rows[0].changes).toEqual({
      name: { before: expect.any(String), after: "Renamed" },
      lang: { before: "ar", after: "en" },
    });
    expect(rows[1].changes).toEqual({
      roles: { before: ["events"], after: ["gate"] },
      event_ids: { before: null, after: [1] },
    });
  });

  it("never leaves the console without an active admin", async () => {
    // A database of its own state: make every other admin inactive inside a transaction we roll back.
    const a = await admin();
    const client = await ctx.pool.connect();
    try {
      await client.query(
        "UPDATE staff_accounts SET active = false WHERE 'admin' = ANY(roles) AND id <> $1",
        [a.id],
      );
      const other = await createStaff(ctx.pool, { roles: ["admin"] });
      await ctx.pool.query("UPDATE staff_accounts SET active = false WHERE id = $1", [other.id]);
      const demote = await staffCall(
        ctx.app,
        "/accounts/roles",
        { id: a.id, roles: ["editor"] },
        { token: a.token },
      );
      expect(demote.body.results.code).toBe("last_admin");
    } finally {
      await client.query("UPDATE staff_accounts SET active = true WHERE 'admin' = ANY(roles)");
      client.release();
    }
  });

  it("changes one's own password with the current one; other sessions end", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["hr"] });
    const mine = await sessionFor(ctx.pool, ctx.env, staff.id);
    const other = await sessionFor(ctx.pool, ctx.env, staff.id);
    const wrong = await staffCall(
      ctx.app,
      "/me/password",
      { current_password: "not my password!", new_password: "date palms at noon" },
      { token: mine },
    );
    expect(wrong.body.results.errors.current_password).toEqual([
      "The current password is not correct",
    ]);
    const ok = await staffCall(
      ctx.app,
      "/me/password",
      { current_password: staff.password, new_password: "date palms at noon" },
      { token: mine },
    );
    expect(ok.body.results.sessions_ended).toBe(1);
    expect((await staffCall(ctx.app, "/me", {}, { token: other })).status).toBe(401);
    expect((await staffCall(ctx.app, "/me", {}, { token: mine })).status).toBe(200);
    expect(
      (
        await staffCall(ctx.app, "/auth/login", {
          email: staff.email,
          password: "date palms at noon",
        })
      ).status,
    ).toBe(200);
    const me = await staffCall(ctx.app, "/me/update", { lang: "es" }, { token: mine });
    expect(me.body.results.staff.lang).toBe("es");
  });
});

describe("audit log", () => {
  it("a change of one's own language or name records the changed fields before and after, from the account itself", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["editor"], name: "Self Editor" });
    const token = await sessionFor(ctx.pool, ctx.env, staff.id);
    const otherDevice = await sessionFor(ctx.pool, ctx.env, staff.id);
    // Another device chose Spanish first: the account row, not a session's view, is "before".
    await staffCall(ctx.app, "/me/update", { lang: "es" }, { token: otherDevice });
    const res = await staffCall(ctx.app, "/me/update", { lang: "en" }, { token, lang: "en" });
    expect(res.status).toBe(200);
    expect(res.body.results.staff.lang).toBe("en");
    await staffCall(ctx.app, "/me/update", { name: "Renamed Editor" }, { token });
    // Saving what is already there changes nothing and records nothing.
    const same = await staffCall(
      ctx.app,
      "/me/update",
      { lang: "en", name: "Renamed Editor" },
      { token },
    );
    expect(same.body.results.staff).toMatchObject({ lang: "en", name: "Renamed Editor" });
    const rows = await auditRows(staff.id, "account.update_self");
    expect(rows.map((r) => [r.actor_id, r.changes])).toEqual([
      [staff.id, { lang: { before: "ar", after: "es" } }],
      [staff.id, { lang: { before: "es", after: "en" } }],
      [staff.id, { name: { before: "Self Editor", after: "Renamed Editor" } }],
    ]);
    // The audit list shows the same changes to an administrator.
    const a = await admin();
    const list = await staffCall(
      ctx.app,
      "/audit/list",
      { action: "account.update_self", record_id: String(staff.id) },
      { token: a.token },
    );
    expect(list.body.results.data.map((r: { changes: unknown }) => r.changes)).toContainEqual({
      lang: { before: "es", after: "en" },
    });
  });

  it("masks names, phones and e-mails of members and applicants, not of staff", () => {
    expect(
      diffChanges(
        "member",
        { name: "Abdullah Saleh", phone: "966500000001", email: "fan@example.com", city_id: 1 },
        { name: "Abdullah S.", phone: "966511111111", email: "new@example.com", city_id: 2 },
      ),
    ).toEqual({
      name: { before: "A***", after: "A***" },
      phone: { before: "966*****01", after: "966*****11" },
      email: { before: "f***@example.com", after: "n***@example.com" },
      city_id: { before: 1, after: 2 },
    });
    expect(diffChanges("job_application", null, { full_name: "Sara Ali", status: "new" })).toEqual({
      full_name: { before: null, after: "S***" },
      status: { before: null, after: "new" },
    });
    expect(diffChanges("staff_account", { name: "A" }, { name: "B" })).toEqual({
      name: { before: "A", after: "B" },
    });
    expect(diffChanges("staff_account", { name: "A" }, { name: "A" })).toBeNull();
  });

  it("records sign-ins and failed sign-ins; filters by person, action, record and date; pages", async () => {
    const a = await admin();
    const staff = await createStaff(ctx.pool, { roles: ["analyst"] });
    await staffCall(
      ctx.app,
      "/auth/login",
      { email: staff.email, password: "wrong password!!" },
      { headers: { "user-agent": "Browser/1" } },
    );
    const l = await staffCall(ctx.app, "/auth/login", {
      email: staff.email,
      password: staff.password,
    });
    await staffCall(ctx.app, "/auth/verify", {
      challenge: l.body.results.challenge,
      code: totp(staff.secret!),
    });
    const mine = await staffCall(
      ctx.app,
      "/audit/list",
      { actor_id: staff.id },
      { token: a.token },
    );
    expect(mine.body.results.data.map((r: any) => r.action)).toEqual([
      "auth.sign_in",
      "auth.sign_in_failed",
    ]);
    expect(mine.body.results.data[1]).toMatchObject({
      record_type: "staff_account",
      record_id: String(staff.id),
      user_agent: "Browser/1",
    });
    const byAction = await staffCall(
      ctx.app,
      "/audit/list",
      { action: "auth.", record_id: String(staff.id) },
      { token: a.token },
    );
    expect(byAction.body.results.total).toBe(2);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const dated = await staffCall(
      ctx.app,
      "/audit/list",
      { actor_id: staff.id, from: today, to: today, per_page: 1 },
      { token: a.token },
    );
    expect(dated.body.results).toMatchObject({ total: 2, last_page: 2 });
    const past = await staffCall(
      ctx.app,
      "/audit/list",
      { actor_id: staff.id, to: "2020-01-01" },
      { token: a.token },
    );
    expect(past.body.results.total).toBe(0);
  });

  it("is append-only: the database refuses updates and deletes outside the purge", async () => {
    await audit(ctx.db, {
      actor: SYSTEM_ACTOR,
      action: "session.revoke",
      recordType: "append_only_test",
      recordId: 1,
    });
    await expect(
      ctx.pool.query("UPDATE audit_log SET action = 'x.y' WHERE record_type = 'append_only_test'"),
    ).rejects.toThrow(/append-only/);
    await expect(
      ctx.pool.query("DELETE FROM audit_log WHERE record_type = 'append_only_test'"),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.pool.query("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
  });

  it("the daily purge job removes rows older than the retention, and only those", async () => {
    // Old rows can only be made by inserting them with an old time.
    await ctx.pool.query(
      `INSERT INTO audit_log (at, action, record_type, record_id) VALUES
         (now() - interval '731 days', 'test.old', 'x', 'old'), (now() - interval '729 days', 'test.recent', 'x', 'recent')`,
    );
    await ctx.pool.query(
      "SELECT graphile_worker.add_job('staff.audit-purge', json_build_object('days', 730))",
    );
    await runJobs(ctx.app);
    const { rows } = await ctx.pool.query(
      "SELECT record_id FROM audit_log WHERE record_type = 'x' AND action LIKE 'test.%' ORDER BY record_id",
    );
    expect(rows.map((r) => r.record_id)).not.toContain("old");
    expect(rows.map((r) => r.record_id)).toContain("recent");
  });
});

describe("durable jobs", () => {
  it("has valid schedules and a clean-up that removes spent sign-in state only", async () => {
    expect(parseCronItems(cronItems(ctx.env)).map((c) => c.task)).toEqual([
      "staff.audit-purge",
      "staff.cleanup",
      "events.checkin-purge",
      "submissions.retention",
    ]);
    const staff = await createStaff(ctx.pool);
    await ctx.pool.query(
      `INSERT INTO staff_challenges (staff_id, token_hash, next, expires_at) VALUES
         ($1, 'old-challenge', 'totp', now() - interval '2 days'), ($1, 'live-challenge', 'totp', now() + interval '5 minutes')`,
      [staff.id],
    );
    await ctx.pool.query("SELECT graphile_worker.add_job('staff.cleanup', '{}'::json)");
    await runJobs(ctx.app);
    const { rows } = await ctx.pool.query(
      "SELECT token_hash FROM staff_challenges WHERE staff_id = $1",
      [staff.id],
    );
    expect(rows.map((r) => r.token_hash)).toEqual(["live-challenge"]);
  });

  it("a job enqueued in a rolled-back transaction never exists", async () => {
    const before = await ctx.pool.query("SELECT count(*)::int AS n FROM graphile_worker.jobs");
    await expect(
      ctx.db.transaction(async (tx) => {
        await addJob(tx, "staff.link-mail", { link_id: 0 });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const after = await ctx.pool.query("SELECT count(*)::int AS n FROM graphile_worker.jobs");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("retries a failing job with a growing delay, then succeeds; a job out of attempts is listed as failed", async () => {
    let calls = 0;
    const deps = jobDeps(ctx.app);
    const tasks = {
      "test.flaky": async () => {
        calls += 1;
        if (calls < 2) throw new Error("mail server down");
      },
      "test.broken": async () => {
        throw new Error("always broken");
      },
    };
    await addJob(ctx.db, "test.flaky", {}, { maxAttempts: 3 });
    await addJob(ctx.db, "test.broken", {}, { maxAttempts: 1 });
    await runDueJobs(deps, tasks);
    const { rows } = await ctx.pool.query(
      "SELECT attempts, last_error, run_at > now() AS later FROM graphile_worker.jobs WHERE task_identifier = 'test.flaky'",
    );
    expect(rows[0]).toMatchObject({ attempts: 1, later: true });
    expect(rows[0].last_error).toContain("mail server down");
    // Not due yet: a second run does nothing.
    await runDueJobs(deps, tasks);
    expect(calls).toBe(1);
    await ctx.pool.query(
      "UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts > 0 AND attempts < max_attempts",
    );
    await runDueJobs(deps, tasks);
    expect(calls).toBe(2);
    const left = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'test.flaky'",
    );
    expect(left.rows[0].n).toBe(0);
    const failed = await listFailedJobs(ctx.db);
    expect(failed.map((f) => f.task)).toContain("test.broken");
    expect(failed.find((f) => f.task === "test.broken")!.last_error).toContain("always broken");
    expect(await countFailedJobs(ctx.db, { tasks: ["test.broken"] })).toBe(1);
  });
});

describe("dashboard", () => {
  it("shows only the tiles of the signed-in roles, with today's counts", async () => {
    const care = await createStaff(ctx.pool, { roles: ["care"] });
    const token = await sessionFor(ctx.pool, ctx.env, care.id);
    const before = await staffCall(ctx.app, "/dashboard", {}, { token });
    const keys = before.body.results.tiles.map((t: any) => t.key);
    expect(keys).toEqual([
      "new_contact_messages",
      "new_complaints",
      "new_visit_requests",
      "new_sport_joins",
    ]);
    const count = before.body.results.tiles[0].count;
    await ctx.pool.query(
      `INSERT INTO contact_messages (reference, department_id, name, email, phone, subject, message, terms_accepted)
       VALUES ('CNT-DASH0001', (SELECT id FROM departments ORDER BY id LIMIT 1), 'A', 'a@example.com', '966500000009', 'T', 'M', true)`,
    );
    const after = await staffCall(ctx.app, "/dashboard", {}, { token });
    expect(after.body.results.tiles[0].count).toBe(count + 1);
    const a = await admin();
    const all = await staffCall(ctx.app, "/dashboard", {}, { token: a.token });
    expect(all.body.results.tiles.map((t: any) => t.key)).toContain("failed_notifications");
  });
});
