import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/server/env";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { startFakeSmtp } from "../helpers/fake-smtp";
import { readSms } from "../helpers/identity";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

// A fixed port below Linux's ephemeral range, chosen before the app is built.
const smtpPort = 21000 + Math.floor(Math.random() * 8000);
const mail = loadEnv().mail;
const ctx = useTestApp({
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
  formRateLimit: 10_000,
  formRateLimitPerForm: 10_000,
  formRateLimitPerSender: 10_000,
  mail: { ...mail, driver: "smtp", smtpHost: "127.0.0.1", smtpPort, smtpRequireTls: false },
});

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
const tokens: Record<"hr" | "care" | "editor" | "admin", string> = {
  hr: "",
  care: "",
  editor: "",
  admin: "",
};
const ids: Record<string, number> = {};
let complaintRef = "";

/** The decoded text of every message the fake server accepted. */
function decoded(data: string): string {
  const [head = "", body = ""] = data.split(/\r?\n\r?\n/, 2);
  const text = /^Content-Transfer-Encoding: base64/im.test(data)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, "%$1");
  let out = text;
  try {
    out = decodeURIComponent(text);
  } catch {
    /* plain text */
  }
  return `${head}\n${out}`;
}
const mailsWith = (needle: string) =>
  smtp.received.filter((m) => decoded(m.data).includes(needle) || m.data.includes(needle));

const as = (role: keyof typeof tokens, path: string, body: unknown) =>
  staffCall(ctx.app, `/inbox${path}`, body, { token: tokens[role] });

async function jobsOfReply(replyId: number) {
  const { rows } = await ctx.pool.query(
    `SELECT t.identifier AS task, j.payload, j.attempts FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE (j.payload->>'reply_id')::int = $1`,
    [replyId],
  );
  return rows as Array<{ task: string; payload: Record<string, unknown>; attempts: number }>;
}

async function replyRow(id: number) {
  const { rows } = await ctx.pool.query(
    "SELECT status, sent_at, body, subject, lang FROM submission_replies WHERE id = $1",
    [id],
  );
  return rows[0] as
    | { status: string; sent_at: Date | null; body: string; subject: string; lang: string }
    | undefined;
}

beforeAll(async () => {
  smtp = await startFakeSmtp(smtpPort);
  for (const role of ["hr", "care", "editor", "admin"] as const) {
    const s = await createStaff(ctx.pool, { roles: [role], name: `Replies ${role}` });
    tokens[role] = await sessionFor(ctx.pool, ctx.env, s.id);
  }
  const q = async (text: string, values: unknown[] = []) =>
    (await ctx.pool.query<{ id: number }>(text, values)).rows[0]!.id;
  ids.application = await q(
    `INSERT INTO job_applications (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size, lang)
     VALUES ('JOB-REPLY001', 1, 'Layla Haddad', 'layla.reply@example.com',
             '0551234567', '{"gender":"female","nationality":"SA"}', 'cv.pdf', 'pdf', 1000, 'en') RETURNING id`,
  );
  ids.contact = await q(
    `INSERT INTO contact_messages (reference, department_id, name, email, phone, subject, message, lang)
     VALUES ('CNT-REPLY001', (SELECT id FROM departments ORDER BY id LIMIT 1), 'Khalid Saleh',
             'khalid.reply@example.com', '0557654321', 'Tour', 'When does the tour open?', 'es') RETURNING id`,
  );
  ids.sport = await q(
    `INSERT INTO sport_join_applications (reference, category_id, full_name, phone, birthdate, practice, level)
     SELECT 'SPJ-REPLY001', id, 'Saad Omar', '0553332211', '2010-05-01', false, 'beginner' FROM sport_categories
      WHERE can_join ORDER BY id LIMIT 1 RETURNING id`,
  );
  const token = await solveBotCheck(ctx.app);
  const sent = await call(
    ctx.app,
    "/website/complaints/create",
    {
      sender: {
        name: "Fahad",
        phone: "0509998877",
        email: "fahad.reply@example.com",
        relation: "fan",
      },
      violator: { name: "Steward", role: "Staff" },
      witness: { name: "Omar", phone: "0501112222" },
      what_happened: "Fans were refused entry with valid tickets.",
      who: "Gate staff",
      when: "2026-01-10",
      where: "Gate 4",
      other_parties: "",
      other_details: "",
      "g-recaptcha-response": token,
    },
    { lang: "ar", ip: "10.77.0.1" },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  complaintRef = sent.body.results.reference;
  ids.complaint = (
    await ctx.pool.query<{ id: number }>("SELECT id FROM complaints WHERE reference = $1", [
      complaintRef,
    ])
  ).rows[0]!.id;
  // The department e-mails of the setup are delivered now, out of the way.
  await runJobs(ctx.app);
});

afterAll(async () => {
  await smtp?.close();
});

describe("reply templates", () => {
  it("are listed for hr and care (seeded in three languages), refused to other roles", async () => {
    const list = await as("care", "/templates/list", {});
    expect(list.status).toBe(200);
    const names = list.body.results.data.map((t: { name: string }) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "General reply",
        "Application shortlisted",
        "Application not retained",
      ]),
    );
    const general = list.body.results.data.find((t: { id: number }) => t.id === 1);
    expect(general.body.ar).toContain("{name}");
    expect(general.body.es).toContain("{reference}");
    expect(
      (
        await as("hr", "/templates/list", { kind: "applications", purpose: "reject" })
      ).body.results.data.map((t: { id: number }) => t.id),
    ).toEqual([3]);
    expect((await as("editor", "/templates/list", {})).status).toBe(403);
    expect((await as("editor", "/templates/save", {})).status).toBe(403);
    const searched = await as("care", "/templates/list", { search: "retained", per_page: 1 });
    expect(searched.body.results.total).toBe(1);
  });

  it("are created, changed with their version (stale refused), and deleted, audited", async () => {
    const created = await as("care", "/templates/save", {
      name: "Visit confirmed",
      kind: "visits",
      purpose: "reply",
      subject: { ar: "زيارتكم {reference}", en: "Your visit {reference}", es: "" },
      body: { ar: "مرحباً {name}", en: "Hello {name}", es: "" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const t = created.body.results;
    expect(t).toMatchObject({ version: 1, kind: "visits", updated_by: "Replies care" });
    const changed = await as("care", "/templates/save", {
      ...t,
      body: { ...t.body, es: "Hola {name}" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.results.version).toBe(2);
    const stale = await as("care", "/templates/save", { ...t, name: "Visit confirmed (old)" });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    const taken = await as("care", "/templates/save", { ...t, id: undefined, version: undefined });
    expect(taken.status).toBe(422);
    expect(taken.body.results.errors.name).toEqual(["Another template already has this name."]);
    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'reply_template' AND record_id = $1 ORDER BY id",
      [String(t.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["reply_template.create", "reply_template.update"]);
    expect((await as("care", "/templates/delete", { id: t.id })).status).toBe(200);
    expect((await as("care", "/templates/get", { id: t.id })).status).toBe(404);
  });

  it("for one kind are written only by those who read that kind; those for any kind are shared", async () => {
    const forComplaints = {
      name: "Complaint received (kinds)",
      kind: "complaints",
      purpose: "reply",
      subject: { ar: "بلاغكم {reference}", en: "Your complaint {reference}", es: "" },
      body: { ar: "مرحباً {name}", en: "Hello {name}", es: "" },
    };
    // hr does not read complaints: it may not write their templates, nor care hr's rejection.
    const byHr = await as("hr", "/templates/save", forComplaints);
    expect(byHr.status).toBe(403);
    expect(byHr.body.results.code).toBe("forbidden");
    const created = await as("care", "/templates/save", forComplaints);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const t = created.body.results;
    expect((await as("hr", "/templates/save", { ...t, kind: null })).status).toBe(403);
    expect((await as("hr", "/templates/delete", { id: t.id })).status).toBe(403);
    const rejection = (await as("care", "/templates/get", { id: 3 })).body.results;
    expect(rejection.kind).toBe("applications");
    const rewritten = await as("care", "/templates/save", {
      ...rejection,
      body: { ...rejection.body, en: "Rewritten by care {name}" },
    });
    expect(rewritten.status).toBe(403);
    expect((await as("care", "/templates/delete", { id: 3 })).status).toBe(403);
    expect((await as("care", "/templates/get", { id: 3 })).body.results.version).toBe(
      rejection.version,
    );
    // A template for any kind is shared; the admin writes every kind.
    const shared = await as("hr", "/templates/save", {
      ...forComplaints,
      name: "Shared (kinds)",
      kind: null,
    });
    expect(shared.status).toBe(200);
    expect((await as("care", "/templates/delete", { id: shared.body.results.id })).status).toBe(
      200,
    );
    expect((await as("admin", "/templates/delete", { id: t.id })).status).toBe(200);
  });

  it("refuse an unknown placeholder with a localized error on its field", async () => {
    const body = {
      name: "Bad placeholder",
      subject: { ar: "موضوع", en: "", es: "" },
      body: { ar: "مرحباً {name}", en: "Hello {firstname}", es: "" },
    };
    const en = await as("care", "/templates/save", body);
    expect(en.status).toBe(422);
    expect(en.body.results.errors["body.en"]?.[0]).toMatch(/Unknown placeholder/);
    const ar = await staffCall(ctx.app, "/inbox/templates/save", body, {
      token: tokens.care,
      lang: "ar",
    });
    expect(ar.body.results.errors["body.en"]?.[0]).toContain("عنصر غير معروف");
    // Arabic is required; decisions belong to applications.
    const noArabic = await as("care", "/templates/save", {
      ...body,
      body: { ar: "", en: "Hi", es: "" },
      kind: "complaints",
      purpose: "reject",
    });
    expect(Object.keys(noArabic.body.results.errors).sort()).toEqual(["body.ar", "purpose"]);
  });
});

describe("replying to the sender", () => {
  it("renders the template in each language, queues the e-mail in the same transaction and delivers it once", async () => {
    const replies: number[] = [];
    const templates = (await as("care", "/replies", { kind: "contact", id: ids.contact })).body
      .results;
    expect(templates.lang).toBe("es");
    expect(templates.channels).toEqual(["email", "sms"]);
    const general = templates.templates.find((t: { id: number }) => t.id === 1);
    expect(templates.values.en).toMatchObject({ name: "Khalid Saleh", reference: "CNT-REPLY001" });
    for (const lang of ["ar", "en", "es"] as const) {
      const res = await as("care", "/reply", {
        kind: "contact",
        id: ids.contact,
        template_id: 1,
        lang,
        body: general.body[lang],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const r = res.body.results;
      expect(r).toMatchObject({ channel: "email", lang, status: "queued", template_id: 1 });
      expect(r.body).toContain("Khalid Saleh");
      expect(r.body).not.toContain("{name}");
      expect(r.subject).toContain("CNT-REPLY001");
      replies.push(r.id);
      // The job waits with the reply's id only.
      const jobs = await jobsOfReply(r.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.task).toBe("submissions.reply-email");
      expect(Object.keys(jobs[0]!.payload)).toEqual(["reply_id"]);
    }
    expect((await replyRow(replies[0]!))!.body).toContain("شكراً لتواصلكم");
    expect((await replyRow(replies[2]!))!.body).toContain("Gracias por contactar");
    expect(mailsWith("CNT-REPLY001")).toHaveLength(0);

    smtp.failNext(1);
    await runJobs(ctx.app);
    await ctx.pool.query(
      "UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts > 0 AND attempts < max_attempts",
    );
    await runJobs(ctx.app);
    await runJobs(ctx.app);
    const delivered = smtp.received.filter((m) => m.to.includes("khalid.reply@example.com"));
    expect(delivered).toHaveLength(3);
    for (const id of replies) {
      const row = (await replyRow(id))!;
      expect(row.status).toBe("sent");
      expect(row.sent_at).not.toBeNull();
      expect(await jobsOfReply(id)).toHaveLength(0);
    }
    expect(delivered.map((m) => decoded(m.data)).join("\n")).toContain("Hello Khalid Saleh");

    // Seen on the item; audited without the text.
    const panel = (await as("care", "/replies", { kind: "contact", id: ids.contact })).body.results;
    expect(panel.replies.map((r: { status: string }) => r.status)).toEqual([
      "sent",
      "sent",
      "sent",
    ]);
    expect(panel.replies[0].staff).toBe("Replies care");
    const { rows } = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'inbox.reply' AND record_type = 'contact_message' AND record_id = $1",
      [String(ids.contact)],
    );
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain("Khalid");
  });

  it("stores and queues nothing when the reply is refused", async () => {
    const before = await ctx.pool.query("SELECT count(*)::int AS n FROM submission_replies");
    const sms = await as("care", "/reply", {
      kind: "sport_joins",
      id: ids.sport,
      channel: "email",
      lang: "ar",
      subject: "x",
      body: "Hello",
    });
    expect(sms.status).toBe(422);
    expect(Object.keys(sms.body.results.errors)).toEqual(["channel"]);
    const unknown = await as("care", "/reply", {
      kind: "contact",
      id: ids.contact,
      lang: "en",
      subject: "Hi",
      body: "Dear {nombre}",
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.results.errors)).toEqual(["body"]);
    const wrongTemplate = await as("care", "/reply", {
      kind: "contact",
      id: ids.contact,
      template_id: 3,
      lang: "en",
      body: "x",
    });
    expect(wrongTemplate.status).toBe(422);
    const after = await ctx.pool.query("SELECT count(*)::int AS n FROM submission_replies");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("sends an SMS when the sender gave only a phone", async () => {
    const res = await as("care", "/reply", {
      kind: "sport_joins",
      id: ids.sport,
      lang: "ar",
      body: "مرحباً {name}، طلبكم {reference} قيد المراجعة.",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toMatchObject({ channel: "sms", subject: null });
    expect((await jobsOfReply(res.body.results.id))[0]!.task).toBe("submissions.reply-sms");
    await runJobs(ctx.app);
    const sms = (await readSms(ctx.env)).filter((m) => m.to === "966553332211");
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toBe("مرحباً Saad Omar، طلبكم SPJ-REPLY001 قيد المراجعة.");
    expect((await replyRow(res.body.results.id))!.status).toBe("sent");
  });

  it("needs the permission of the item's kind", async () => {
    const body = {
      kind: "applications",
      id: ids.application,
      lang: "en",
      subject: "Hi",
      body: "Hi",
    };
    expect((await as("care", "/reply", body)).status).toBe(403);
    expect(
      (await as("care", "/replies", { kind: "applications", id: ids.application })).status,
    ).toBe(403);
    expect(
      (await as("hr", "/reply", { ...body, kind: "complaints", id: ids.complaint })).status,
    ).toBe(403);
    expect((await as("editor", "/reply", body)).status).toBe(403);
    expect(
      (
        await as("care", "/decide", {
          id: ids.application,
          decision: "reject",
          template_id: 3,
          lang: "en",
        })
      ).status,
    ).toBe(403);
  });
});

describe("a reply the mail server keeps refusing", () => {
  it("is marked failed after its last attempt, listed as a dead letter, and sent by a retry", async () => {
    smtp.failNext(1_000);
    const res = await as("care", "/reply", {
      kind: "contact",
      id: ids.contact,
      lang: "en",
      subject: "Still about {reference}",
      body: "Hello {name}",
    });
    expect(res.status).toBe(200);
    const replyId = res.body.results.id as number;
    await runJobs(ctx.app);
    for (let i = 0; i < 12 && ((await jobsOfReply(replyId))[0]?.attempts ?? 10) < 10; i++) {
      await ctx.pool.query(
        "UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts > 0 AND attempts < max_attempts",
      );
      await runJobs(ctx.app);
    }
    smtp.failNext(0);
    expect((await replyRow(replyId))!.status).toBe("failed");
    const list = await staffCall(
      ctx.app,
      "/notifications/list",
      { purpose: "inbox_reply", search: "cnt-reply001" },
      { token: tokens.admin },
    );
    expect(list.status).toBe(200);
    const row = list.body.results.data[0];
    expect(row).toMatchObject({
      kind: "email",
      purpose: "inbox_reply",
      recipient: "k***@example.com",
      reference: "CNT-REPLY001",
      attempts: 10,
    });
    const retry = await staffCall(
      ctx.app,
      "/notifications/retry",
      { id: row.id },
      { token: tokens.admin },
    );
    expect(retry.status).toBe(200);
    await runJobs(ctx.app);
    expect((await replyRow(replyId))!.status).toBe("sent");
  });
});

describe("the decision on a job application", () => {
  it("shortlists or rejects with the decision's template, in one transaction", async () => {
    const wrong = await as("hr", "/decide", {
      id: ids.application,
      decision: "shortlist",
      template_id: 3,
      lang: "en",
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.results.errors)).toEqual(["template_id"]);
    const { rows: unchanged } = await ctx.pool.query(
      "SELECT status FROM job_applications WHERE id = $1",
      [ids.application],
    );
    expect(unchanged[0].status).toBe("new");

    const shortlisted = await as("hr", "/decide", {
      id: ids.application,
      decision: "shortlist",
      template_id: 2,
      lang: "en",
    });
    expect(shortlisted.status, JSON.stringify(shortlisted.body)).toBe(200);
    expect(shortlisted.body.results.status).toBe("shortlisted");
    expect(shortlisted.body.results.reply.subject).toBe(
      "Your application for Digital marketing specialist: shortlisted",
    );
    const listed = await as("hr", "/list", { kind: "applications", status: "shortlisted" });
    expect(listed.body.results.data.map((r: { id: number }) => r.id)).toContain(ids.application);

    const rejected = await as("hr", "/decide", {
      id: ids.application,
      decision: "reject",
      template_id: 3,
      lang: "ar",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.results.status).toBe("rejected");
    expect(rejected.body.results.reply.body).toContain("أخصائي تسويق رقمي");
    await runJobs(ctx.app);
    expect(smtp.received.filter((m) => m.to.includes("layla.reply@example.com"))).toHaveLength(2);
    const item = (await as("hr", "/get", { kind: "applications", id: ids.application })).body
      .results;
    expect(item.status).toBe("rejected");
    const actions = item.history.map((h: { action: string }) => h.action);
    expect(actions.filter((a: string) => a === "inbox.reply")).toHaveLength(2);
    expect(actions.filter((a: string) => a === "inbox.update")).toHaveLength(2);
  });
});

describe("the sender's view", () => {
  it("shows the replies in the public complaint follow-up", async () => {
    const res = await as("care", "/reply", {
      kind: "complaints",
      id: ids.complaint,
      template_id: 1,
      lang: "ar",
      body: "مرحباً {name}، نتابع شكواكم {reference}.",
    });
    expect(res.status).toBe(200);
    const token = await solveBotCheck(ctx.app);
    const follow = await call(
      ctx.app,
      "/website/complaints/follow-up",
      { reference: complaintRef, phone: "0509998877", "g-recaptcha-response": token },
      { lang: "ar", ip: "10.77.0.2" },
    );
    expect(follow.status).toBe(200);
    expect(follow.body.results.replies).toEqual([
      expect.objectContaining({
        channel: "email",
        text: `مرحباً Fahad، نتابع شكواكم ${complaintRef}.`,
        subject: `بخصوص طلبكم رقم ${complaintRef}`,
      }),
    ]);
  });

  it("loses the replies with the submission (erasure, retention)", async () => {
    await ctx.pool.query("DELETE FROM complaints WHERE id = $1", [ids.complaint]);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM submission_replies WHERE kind = 'complaints' AND item_id = $1",
      [ids.complaint],
    );
    expect(rows[0].n).toBe(0);
  });
});
