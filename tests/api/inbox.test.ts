import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({
  rateLimitMax: 10_000,
  staffRateLimitMax: 10_000,
  formRateLimit: 10_000,
  formRateLimitPerForm: 10_000,
  formRateLimitPerSender: 10_000,
});

let ipSeq = 0;
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function publicSend(pathName: string, body: Record<string, unknown>, ip = nextIp()) {
  const token = await solveBotCheck(ctx.app);
  return call(ctx.app, pathName, { ...body, "g-recaptcha-response": token }, { lang: "en", ip });
}

const complaint = (name: string, phone: string) => ({
  sender: { name, phone, email: `${name.toLowerCase()}@example.com`, relation: "fan" },
  violator: { name: "Steward at gate 4", role: "Staff" },
  witness: { name: "Omar", phone: "0501112222" },
  what_happened: "Fans were refused entry with valid tickets.",
  who: "Gate staff",
  when: "2026-01-10",
  where: "Gate 4",
  other_parties: "",
  other_details: "",
});

const tokens: Record<"hr" | "care" | "editor" | "admin", string> = {
  hr: "",
  care: "",
  editor: "",
  admin: "",
};
const ids: Record<string, number> = {};
let careId = 0;
let hrId = 0;
let complaintRef = "";

beforeAll(async () => {
  for (const role of ["hr", "care", "editor", "admin"] as const) {
    const s = await createStaff(ctx.pool, { roles: [role], name: `Inbox ${role}` });
    tokens[role] = await sessionFor(ctx.pool, ctx.env, s.id);
    if (role === "care") careId = s.id;
    if (role === "hr") hrId = s.id;
  }
  const q = async (text: string, values: unknown[] = []) =>
    (await ctx.pool.query<{ id: number }>(text, values)).rows[0]!.id;
  ids.application = await q(
    `INSERT INTO job_applications (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size)
     VALUES ('JOB-INBOX001', (SELECT id FROM jobs ORDER BY id LIMIT 1), 'Layla Haddad', 'layla@example.com',
             '0551234567', '{"gender":"female","nationality":"SA"}', 'cv.pdf', 'pdf', 1000) RETURNING id`,
  );
  ids.contact = await q(
    `INSERT INTO contact_messages (reference, department_id, name, email, phone, subject, message)
     VALUES ('CNT-INBOX001', (SELECT id FROM departments ORDER BY id LIMIT 1), 'Khalid Saleh',
             'khalid@example.com', '0557654321', 'Tour', 'When does the stadium tour open?') RETURNING id`,
  );
  ids.visit = await q(
    `INSERT INTO visit_requests (reference, visitor_type, visitors, preferred_date, name, phone, email)
     VALUES ('VIS-INBOX001', 'school', 30, '2026-12-20', 'Noura School', '0509990000',
             'noura@example.com') RETURNING id`,
  );
  // Many contact messages for the paging and search checks, oldest first.
  for (let i = 0; i < 30; i++)
    await ctx.pool.query(
      `INSERT INTO contact_messages (reference, department_id, name, email, phone, message, created_at)
       VALUES ($1, (SELECT id FROM departments ORDER BY id LIMIT 1), $2, $3, '0560000000', 'Hello',
               now() - interval '10 days' + $4 * interval '1 minute')`,
      [`CNT-PAGE${String(i).padStart(4, "0")}`, `Paged ${i}`, `paged${i}@example.com`, i],
    );
  const sent = await publicSend("/website/complaints/create", complaint("Fahad", "0509998877"));
  expect(sent.status).toBe(200);
  complaintRef = sent.body.results.reference;
  ids.complaint = (
    await ctx.pool.query<{ id: number }>("SELECT id FROM complaints WHERE reference = $1", [
      complaintRef,
    ])
  ).rows[0]!.id;
});

const inbox = (role: keyof typeof tokens, path: string, body: unknown) =>
  staffCall(ctx.app, `/inbox${path}`, body, { token: tokens[role] });

describe("the inbox's permission per kind", () => {
  it("lets hr read applications only, care the four other kinds, and the editor none", async () => {
    const kinds = ["applications", "contact", "complaints", "visits", "sport_joins"];
    const expected: Record<string, string[]> = {
      hr: ["applications"],
      care: ["contact", "complaints", "visits", "sport_joins"],
      editor: [],
      admin: kinds,
    };
    for (const role of ["hr", "care", "editor", "admin"] as const) {
      for (const kind of kinds) {
        const res = await inbox(role, "/list", { kind });
        const allowed = expected[role]!.includes(kind);
        expect(res.status, `${role} lists ${kind}`).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.body.results.code).toBe("forbidden");
      }
      const counts = await inbox(role, "/counts", {});
      expect(counts.status).toBe(200);
      expect(counts.body.results.kinds.map((k: { kind: string }) => k.kind)).toEqual(
        expected[role],
      );
    }
    // Every call checks the kind, not only the list.
    expect(
      (await inbox("care", "/get", { kind: "applications", id: ids.application })).status,
    ).toBe(403);
    expect(
      (await inbox("hr", "/update", { kind: "complaints", id: ids.complaint, status: "resolved" }))
        .status,
    ).toBe(403);
    expect(
      (await inbox("care", "/note", { kind: "applications", id: ids.application, text: "x" }))
        .status,
    ).toBe(403);
    expect((await inbox("editor", "/options", { kind: "contact" })).status).toBe(403);
    expect((await staffCall(ctx.app, "/inbox/list", { kind: "contact" })).status).toBe(401);
  });
});

describe("the inbox lists", () => {
  it("lists a kind newest first with masked contacts, unread flags and server-side paging", async () => {
    const first = await inbox("care", "/list", { kind: "contact", per_page: 10 });
    expect(first.status).toBe(200);
    const r = first.body.results;
    expect(r.total).toBeGreaterThanOrEqual(31);
    expect(r.data).toHaveLength(10);
    expect(r.per_page).toBe(10);
    expect(r.data[0].reference).toBe("CNT-INBOX001");
    expect(r.data[0].unread).toBe(true);
    expect(r.data[0].status).toBe("new");
    expect(r.data[0].contact).toContain("k***@example.com");
    expect(r.data[0].contact).not.toContain("7654321");
    const page2 = await inbox("care", "/list", { kind: "contact", per_page: 10, page: 2 });
    expect(page2.body.results.current_page).toBe(2);
    const seen = new Set(r.data.map((d: { id: number }) => d.id));
    for (const d of page2.body.results.data) expect(seen.has(d.id)).toBe(false);
  });

  it("searches by name, e-mail, phone and reference, and filters by status, date and unread", async () => {
    const find = async (body: Record<string, unknown>) =>
      (
        await inbox("care", "/list", { kind: "contact", per_page: 100, ...body })
      ).body.results.data.map((d: { reference: string }) => d.reference);
    expect(await find({ search: "khalid saleh" })).toEqual(["CNT-INBOX001"]);
    expect(await find({ search: "KHALID@example" })).toEqual(["CNT-INBOX001"]);
    expect(await find({ search: "966557654321" })).toEqual(["CNT-INBOX001"]);
    expect(await find({ search: "cnt-inbox001" })).toEqual(["CNT-INBOX001"]);
    expect(await find({ search: "paged1@" })).toEqual(["CNT-PAGE0001"]);
    const old = await find({ to: new Date(Date.now() - 5 * 86400_000).toISOString().slice(0, 10) });
    expect(old).not.toContain("CNT-INBOX001");
    expect(old).toContain("CNT-PAGE0000");
    expect(await find({ status: "resolved" })).toEqual([]);
    await inbox("care", "/get", { kind: "contact", id: ids.contact });
    const unread = await find({ unread: true });
    expect(unread).not.toContain("CNT-INBOX001");
    expect(unread).toContain("CNT-PAGE0001");
    const visits = await inbox("care", "/list", { kind: "visits", search: "noura" });
    expect(visits.body.results.data[0].about).toBe("2026-12-20");
    const apps = await inbox("hr", "/list", { kind: "applications", search: "layla" });
    expect(apps.body.results.data).toHaveLength(1);
    expect(apps.body.results.data[0].about).not.toBe("");
    const refused = await inbox("care", "/list", { kind: "visits", status: "bogus" });
    expect(refused.status).toBe(422);
  });
});

describe("an item's workflow", () => {
  it("opens an item (marked read once), changes status and assignee, adds notes, all audited", async () => {
    const got = await inbox("care", "/get", { kind: "complaints", id: ids.complaint });
    expect(got.status).toBe(200);
    const item = got.body.results;
    expect(item.reference).toBe(complaintRef);
    expect(item.name).toBe("Fahad");
    expect(item.phone).toBe("0509998877");
    expect(item.first_read_at).not.toBeNull();
    expect(item.answers.map((a: { value: string }) => a.value)).toContain("Gate 4");
    expect(item.assignees.map((a: { id: number }) => a.id)).toContain(careId);
    expect(item.assignees.map((a: { id: number }) => a.id)).not.toContain(hrId);
    await inbox("care", "/get", { kind: "complaints", id: ids.complaint });
    const listed = await inbox("care", "/list", { kind: "complaints", search: complaintRef });
    expect(listed.body.results.data[0].unread).toBe(false);

    const upd = await inbox("care", "/update", {
      kind: "complaints",
      id: ids.complaint,
      status: "in_progress",
    });
    expect(upd.status).toBe(200);
    expect(upd.body.results.status).toBe("in_progress");
    const assign = await inbox("care", "/assign", {
      kind: "complaints",
      id: ids.complaint,
      assignee_id: careId,
    });
    expect(assign.status).toBe(200);
    expect(assign.body.results.assignee_id).toBe(careId);
    // hr cannot be given a complaint.
    const wrong = await inbox("care", "/assign", {
      kind: "complaints",
      id: ids.complaint,
      assignee_id: hrId,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.results.errors.assignee_id).toBeTruthy();
    // Approval is for visits only.
    const notVisit = await inbox("care", "/update", {
      kind: "complaints",
      id: ids.complaint,
      status: "approved",
      visit_at: "2026-12-20T10:00:00+03:00",
    });
    expect(notVisit.status).toBe(422);

    const note = await inbox("care", "/note", {
      kind: "complaints",
      id: ids.complaint,
      text: "Called the gate supervisor.",
    });
    expect(note.status).toBe(200);
    const reply = await inbox("care", "/note", {
      kind: "complaints",
      id: ids.complaint,
      text: "We are looking into it with the gate team.",
      shared: true,
    });
    expect(reply.body.results.shared).toBe(true);
    expect(
      (await inbox("care", "/note", { kind: "complaints", id: ids.complaint, text: " " })).status,
    ).toBe(422);
    expect(
      (await inbox("care", "/note", { kind: "complaints", id: 999_999, text: "x" })).status,
    ).toBe(404);

    const after = (await inbox("care", "/get", { kind: "complaints", id: ids.complaint })).body
      .results;
    expect(after.status).toBe("in_progress");
    expect(after.assignee).toEqual({ id: careId, name: "Inbox care" });
    expect(after.notes.map((n: { text: string }) => n.text)).toEqual([
      "Called the gate supervisor.",
      "We are looking into it with the gate team.",
    ]);
    expect(after.history.map((h: { action: string }) => h.action)).toEqual([
      "inbox.read",
      "inbox.update",
      "inbox.assign",
      "inbox.note",
      "inbox.note",
    ]);
    expect(after.history[1].changes.status).toEqual({ before: "new", after: "in_progress" });
    expect(after.history[1].actor).toBe("Inbox care");
    const { rows } = await ctx.pool.query(
      "SELECT action, actor_id FROM audit_log WHERE record_type = 'complaint' AND record_id = $1",
      [String(ids.complaint)],
    );
    expect(rows.every((r) => r.actor_id === careId)).toBe(true);
    // The note's text never reaches the audit log.
    expect(JSON.stringify(rows)).not.toContain("gate supervisor");
  });

  it("approves a visit only with its date and time; the database refuses it too", async () => {
    const missing = await inbox("care", "/update", {
      kind: "visits",
      id: ids.visit,
      status: "approved",
    });
    expect(missing.status).toBe(422);
    expect(missing.body.results.errors.visit_at).toBeTruthy();
    const ok = await inbox("care", "/update", {
      kind: "visits",
      id: ids.visit,
      status: "approved",
      visit_at: "2026-12-20T10:00:00+03:00",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.results.visit_at).toBe("2026-12-20T07:00:00.000Z");
    await expect(
      ctx.pool.query("UPDATE visit_requests SET visit_at = NULL WHERE id = $1", [ids.visit]),
    ).rejects.toThrow(/visit_requests_approved_when_check/);
    await expect(
      ctx.pool.query("UPDATE complaints SET status = 'approved' WHERE id = $1", [ids.complaint]),
    ).rejects.toThrow(/complaints_status_check/);
    const declined = await inbox("care", "/update", {
      kind: "visits",
      id: ids.visit,
      status: "declined",
    });
    expect(declined.status).toBe(200);
    const audited = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE record_type = 'visit_request' AND record_id = $1 AND action = 'inbox.update' ORDER BY id",
      [String(ids.visit)],
    );
    expect(audited.rows[0].changes.status).toEqual({ before: "new", after: "approved" });
  });

  it("answers times as ISO 8601 in UTC; saving a visit's unchanged time writes nothing", async () => {
    // PostgreSQL's own text ("2026-11-28 12:43:50.064249+00") is not a date Safari can read.
    const isoUtc = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    const list = await inbox("care", "/list", { kind: "contact", per_page: 5 });
    expect(list.body.results.data.length).toBeGreaterThan(0);
    for (const row of list.body.results.data) expect(row.created_at).toMatch(isoUtc);
    const item = (await inbox("care", "/get", { kind: "contact", id: ids.contact })).body.results;
    const times: (string | null)[] = [
      item.created_at,
      item.updated_at,
      item.first_read_at,
      ...item.history.map((h: { at: string }) => h.at),
    ];
    expect(times.length).toBeGreaterThan(3);
    for (const at of times) expect(at).toMatch(isoUtc);

    const visit = {
      kind: "visits",
      id: ids.visit,
      status: "approved",
      visit_at: "2026-12-21T09:00:00+03:00",
    };
    expect((await inbox("care", "/update", visit)).status).toBe(200);
    const writes = async () =>
      (
        await ctx.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_log WHERE record_type = 'visit_request' AND record_id = $1",
          [String(ids.visit)],
        )
      ).rows[0]!.n;
    const before = await writes();
    const again = await inbox("care", "/update", visit);
    expect(again.status).toBe(200);
    expect(again.body.results.visit_at).toBe("2026-12-21T06:00:00.000Z");
    expect(await writes()).toBe(before);
  });

  it("counts unread items per kind and shows them on the dashboard", async () => {
    const before = (await inbox("hr", "/counts", {})).body.results.kinds[0];
    expect(before.kind).toBe("applications");
    const dash = await staffCall(ctx.app, "/dashboard", {}, { token: tokens.hr });
    const tile = dash.body.results.tiles.find(
      (t: { key: string }) => t.key === "new_job_applications",
    );
    expect(tile.count).toBe(before.unread);
    await inbox("hr", "/get", { kind: "applications", id: ids.application });
    const after = (await inbox("hr", "/counts", {})).body.results.kinds[0];
    expect(after.unread).toBe(before.unread - 1);
  });
});

describe("the public complaint follow-up", () => {
  it("answers the status and shared replies only when the reference and phone both match", async () => {
    const ok = await publicSend("/website/complaints/follow-up", {
      reference: complaintRef.toLowerCase(),
      phone: "+966 50 999 8877",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.results.reference).toBe(complaintRef);
    expect(ok.body.results.status).toBe("in_progress");
    expect(ok.body.results.replies.map((r: { text: string }) => r.text)).toEqual([
      "We are looking into it with the gate team.",
    ]);
    expect(JSON.stringify(ok.body.results)).not.toContain("gate supervisor");
    expect(JSON.stringify(ok.body.results)).not.toContain("Inbox care");

    const wrongPhone = await publicSend("/website/complaints/follow-up", {
      reference: complaintRef,
      phone: "0500000000",
    });
    const wrongRef = await publicSend("/website/complaints/follow-up", {
      reference: "CMP-AAAAAAAA",
      phone: "0509998877",
    });
    for (const res of [wrongPhone, wrongRef]) {
      expect(res.status).toBe(404);
      expect(res.body.results.code).toBe("not_found");
      expect(res.body.results.message).toBe(wrongPhone.body.results.message);
      expect(JSON.stringify(res.body)).not.toContain("in_progress");
    }
    // Without the bot check it is refused like any public form.
    const bare = await call(ctx.app, "/website/complaints/follow-up", {
      reference: complaintRef,
      phone: "0509998877",
    });
    expect(bare.status).not.toBe(200);
  });
});
