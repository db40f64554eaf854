import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { useTestApp } from "../helpers/app";
import { createMember } from "../helpers/events";
import { createStaff, ORIGIN, sessionFor } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[], reauth = false) {
  const s = await createStaff(ctx.pool, { roles, name: `Export ${roles.join("+")}` });
  return sessionFor(ctx.pool, ctx.env, s.id, { reauth });
}

/** An export call answered as raw bytes. */
async function download(kind: string, body: object, tok: string, lang = "en") {
  return ctx.app.inject({
    method: "POST",
    url: `/api/v1/staff/exports/${kind}`,
    payload: body,
    headers: {
      "content-type": "application/json",
      "content-language": lang,
      origin: ORIGIN,
      cookie: `staff_session=${tok}`,
    },
  });
}

const csvLines = (payload: Buffer) => payload.toString("utf8").slice(1).trim().split("\n");

let jobId = 0;
let admin = "";

beforeAll(async () => {
  admin = await token(["admin"], true);
  jobId = (
    await ctx.pool.query<{ id: number }>(
      `INSERT INTO jobs (title, description, type, open)
       VALUES ('{"ar":"محاسب","en":"Accountant"}', '{"ar":"وصف"}', 'full_time', true) RETURNING id`,
    )
  ).rows[0]!.id;
  const apply = (ref: string, name: string, email: string, status: string, rating: number | null) =>
    ctx.pool.query(
      `INSERT INTO job_applications (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size, status, rating)
       VALUES ($1, $2, $3, $4, '966551230000', '{}', 'cv.pdf', 'pdf', 1000, $5, $6)`,
      [ref, jobId, name, email, status, rating],
    );
  await apply("JOB-EXP0001", '=HYPERLINK("http://evil")', "a@example.com", "new", 4);
  await apply("JOB-EXP0002", "سارة العتيبي", "sara@example.com", "in_progress", null);
  await apply("JOB-EXP0003", "-2+3 Test", "c@example.com", "new", 2);
});

describe("inbox exports", () => {
  it("answers the applications list as CSV with a BOM, escaped cells and the list's filters", async () => {
    const res = await download("inbox-applications", { format: "csv", job: jobId }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="inbox-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["x-export-rows"]).toBe("3");
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(res.rawPayload);
    expect(lines[0]).toBe(
      "Reference,Name,E-mail,Phone,About,Status,Assigned to,Rating,Opened,Received",
    );
    // Newest first; names and contact details in full.
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^JOB-EXP0003,'-2\+3 Test,c@example.com,966551230000,Accountant,New,,2,No,/,
    );
    expect(lines[2]).toContain("سارة العتيبي,sara@example.com");
    expect(lines[2]).toContain(",In progress,,,No,");
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const filtered = await download(
      "inbox-applications",
      { job: jobId, status: "new", min_rating: 3 },
      admin,
    );
    const rows = csvLines(filtered.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^JOB-EXP0001,/);
    const searched = await download("inbox-applications", { job: jobId, search: "سارة" }, admin);
    expect(csvLines(searched.rawPayload).map((l) => l.split(",")[0])).toEqual([
      "Reference",
      "JOB-EXP0002",
    ]);
  });

  it("answers XLSX that opens, in Arabic right to left", async () => {
    const res = await download("inbox-applications", { format: "xlsx", job: jobId }, admin, "ar");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("الوارد");
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe("المرجع");
    expect(sheet.getRow(1).getCell(8).value).toBe("التقييم");
    // exceljs writes text as text: the formula stays a string, never a formula cell.
    expect(sheet.getRow(4).getCell(2).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(4).getCell(8).value).toBe(4);
    expect(sheet.getRow(4).getCell(5).value).toBe("محاسب");
  });

  it("answers the other kinds, each with its own columns", async () => {
    await ctx.pool.query(
      `INSERT INTO contact_messages (reference, department_id, name, email, phone, subject, message)
       VALUES ('CNT-EXP0001', (SELECT id FROM departments ORDER BY id LIMIT 1), '@Khalid', 'k@example.com',
               '0557654321', 'Tour', 'Hello')`,
    );
    const res = await download("inbox-contact", { search: "CNT-EXP" }, admin);
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.rawPayload);
    expect(lines[0]).toBe("Reference,Name,E-mail,Phone,About,Status,Assigned to,Opened,Received");
    expect(lines[1]).toMatch(/^CNT-EXP0001,'@Khalid,k@example.com,0557654321,/);
    // Received in Riyadh time with its offset, as the console shows it.
    const received = lines[1]!.split(",").at(-1)!;
    expect(received).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/);
    const stored = await ctx.pool.query<{ at: Date }>(
      "SELECT created_at AS at FROM contact_messages WHERE reference = 'CNT-EXP0001'",
    );
    expect(Math.abs(Date.parse(received) - stored.rows[0]!.at.getTime())).toBeLessThan(1000);
    for (const kind of ["complaints", "visits", "sport_joins"]) {
      expect((await download(`inbox-${kind}`, { format: "xlsx" }, admin)).statusCode).toBe(200);
    }
  });

  it("lets hr and care take their own inboxes, never another's, with a fresh code", async () => {
    const hr = await token(["hr"], true);
    const care = await token(["care"], true);
    const ok = await download("inbox-applications", { job: jobId }, hr);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["x-export-rows"]).toBe("3");
    for (const kind of ["contact", "complaints", "visits", "sport_joins"]) {
      expect((await download(`inbox-${kind}`, {}, care)).statusCode, kind).toBe(200);
      const refused = await download(`inbox-${kind}`, {}, hr);
      expect(refused.statusCode, kind).toBe(403);
      expect(refused.json().results.code).toBe("forbidden");
    }
    const notCare = await download("inbox-applications", { job: jobId }, care);
    expect(notCare.statusCode).toBe(403);
    expect(notCare.json().results.code).toBe("forbidden");
    // Without a fresh code, no file; and the members list stays members.export's (admin).
    const stale = await download("inbox-applications", { job: jobId }, await token(["hr"]));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().results.code).toBe("reauth_required");
    for (const tok of [hr, care]) expect((await download("members", {}, tok)).statusCode).toBe(403);
  });

  it("needs the kind's permission, inbox.export and a fresh code; audits the row count", async () => {
    // The other roles read no inbox and take no inbox file.
    for (const roles of [["analyst"], ["events"], ["editor"]] as StaffRole[][]) {
      const res = await download("inbox-applications", { job: jobId }, await token(roles, true));
      expect(res.statusCode, roles.join()).toBe(403);
      expect(res.json().results.code).toBe("forbidden");
    }
    const stale = await download("inbox-applications", { job: jobId }, await token(["admin"]));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().results.code).toBe("reauth_required");

    const before = await ctx.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'inbox.export'`,
    );
    await download("inbox-applications", { job: jobId, search: "سارة", format: "xlsx" }, admin);
    const { rows } = await ctx.pool.query(
      `SELECT actor_id, record_type, changes FROM audit_log WHERE action = 'inbox.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(
      (
        await ctx.pool.query(
          `SELECT count(*)::int AS n FROM audit_log WHERE action = 'inbox.export'`,
        )
      ).rows[0].n,
    ).toBe(before.rows[0].n + 1);
    expect(rows[0].record_type).toBe("inbox-applications");
    expect(rows[0].changes.rows.after).toBe(1);
    expect(rows[0].changes.format.after).toBe("xlsx");
    // Which filters were used, never the text searched for.
    expect(rows[0].changes.filters.after).toEqual({ job: jobId, search: true });
    expect(JSON.stringify(rows[0].changes)).not.toContain("سارة");
  });
});

describe("members export", () => {
  it("answers the members list with its filters, for members.export with a fresh code", async () => {
    const a = await createMember(ctx.pool, ctx.env, { name: "+Export Member" });
    await createMember(ctx.pool, ctx.env, { name: "Other Person" });
    await ctx.pool.query(`UPDATE members SET status = 0 WHERE id = $1`, [a.id]);
    const res = await download("members", { search: "Export Member", format: "csv" }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-export-rows"]).toBe("1");
    const lines = csvLines(res.rawPayload);
    expect(lines[0]).toBe(
      "Member number,Name,Phone,E-mail,Active,Phone locked,Profile complete,Joined",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${a.id},'\\+Export Member,${a.phone},member@example.com,No,No,Yes,`),
    );
    const inactive = await download("members", { status: "inactive", format: "xlsx" }, admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(inactive.rawPayload as never);
    const ids = book.worksheets[0]!.getColumn(1).values.slice(2);
    expect(ids).toContain(a.id);

    const care = await download("members", {}, await token(["care"], true));
    expect(care.statusCode).toBe(403);
    const stale = await download("members", {}, await token(["admin"]));
    expect(stale.json().results.code).toBe("reauth_required");
    const audit = await ctx.pool.query(
      `SELECT record_type, changes FROM audit_log WHERE action = 'member.export' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.changes.rows.after)).toEqual([1, expect.any(Number)]);
    expect(audit.rows[0].record_type).toBe("members");
  });
});
