import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { jobApplication } from "../helpers/forms";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
  formRateLimit: 1000,
  formRateLimitPerForm: 1000,
  formRateLimitPerSender: 1000,
});

let editor: string;
let other: string;
let hr: string;
let gate: string;
const tri = (ar: string, en: string, es: string) => ({ ar, en, es });
const as = (token: string, path: string, body: object, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, path, body, { token, lang });

const publicTitles = async (lang: "ar" | "en" | "es", body: object = {}) =>
  (
    (await call(ctx.app, "/website/jobs", { per_page: 50, ...body }, { lang })).body.results
      .data as { title: string }[]
  ).map((j) => j.title);

let ipSeq = 0;
async function apply(jobId: number) {
  const token = await solveBotCheck(ctx.app);
  return call(
    ctx.app,
    "/website/jobs/applications/create",
    { ...jobApplication({ job_id: jobId }), "g-recaptcha-response": token },
    { lang: "en", ip: `10.9.0.${++ipSeq}` },
  );
}

const job = (title: string, over: object = {}) => ({
  title: tri(`وظيفة ${title}`, title, `Puesto ${title}`),
  summery: tri("ملخص", "Summary", "Resumen"),
  description: tri("السطر الأول\nالسطر الثاني", "First line\nSecond line", "Primera\nSegunda"),
  requirement: tri("خبرة", "Experience", "Experiencia"),
  type: "part_time",
  open: true,
  ...over,
});

beforeAll(async () => {
  const mk = async (roles: ("editor" | "hr" | "gate")[]) =>
    sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles })).id);
  editor = await mk(["editor"]);
  other = await mk(["editor"]);
  hr = await mk(["hr"]);
  gate = await mk(["gate"]);
});

describe("job postings on the content lifecycle", () => {
  it("the demo jobs stayed published (open and closed) when the lifecycle arrived", async () => {
    const { rows } = await ctx.pool.query(
      "SELECT status, open, count(*)::int AS n FROM jobs GROUP BY 1, 2 ORDER BY 1, 2",
    );
    expect(rows.every((r) => r.status === "published")).toBe(true);
    expect(rows.find((r) => r.open === false)?.n).toBeGreaterThan(0);
    const list = await call(ctx.app, "/website/jobs", { status: 0 }, { lang: "en" });
    expect(list.body.results.total).toBeGreaterThan(0);
    expect(list.body.results.data.every((j: { status: boolean }) => j.status === false)).toBe(true);
  });

  it("are created as drafts, invisible until published, then listed in each language", async () => {
    const saved = await as(editor, "/jobs/save", job("Kit manager"));
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(editor, "/jobs/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      version: 1,
      type: "part_time",
      open: true,
      title: { en: "Kit manager", es: "Puesto Kit manager" },
      description: { en: "First line\nSecond line" },
    });
    expect(await publicTitles("en")).not.toContain("Kit manager");
    expect((await call(ctx.app, `/website/jobs/show/${id}`, {})).status).toBe(404);
    expect((await apply(id)).status).toBe(404);

    const published = await as(editor, "/jobs/publish", { id });
    expect(published.body.results).toEqual({ ids: [id], status: "published" });
    expect(await publicTitles("en")).toContain("Kit manager");
    expect(await publicTitles("ar")).toContain("وظيفة Kit manager");
    const shown = await call(ctx.app, `/website/jobs/show/${id}`, {}, { lang: "es" });
    expect(shown.body.results).toMatchObject({
      title: "Puesto Kit manager",
      description: "Primera\nSegunda",
      type: "part_time",
      status: true,
    });

    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'jobs' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["content.create", "content.publish"]);

    // Closing it: still listed (as timed out), applications refused.
    const latest = (await as(editor, "/jobs/get", { id })).body.results;
    expect((await as(editor, "/jobs/save", { ...latest, open: false })).status).toBe(200);
    const closed = await call(
      ctx.app,
      "/website/jobs",
      { status: 0, per_page: 50 },
      { lang: "en" },
    );
    expect(closed.body.results.data.map((j: { id: number }) => j.id)).toContain(id);
    const refused = await apply(id);
    expect(refused.status).toBe(422);
    expect(refused.body.results.code).toBe("job_closed");

    // When it closed: shown (Riyadh time), corrected by the editor, never in the future.
    const closedRec = (await as(editor, "/jobs/get", { id })).body.results;
    expect(closedRec.closed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const corrected = await as(editor, "/jobs/save", {
      ...closedRec,
      closed_at: "2026-01-15T09:30",
    });
    expect(corrected.status).toBe(200);
    const again = (await as(editor, "/jobs/get", { id })).body.results;
    expect(again.closed_at).toBe("2026-01-15T09:30");
    const { rows: at } = await ctx.pool.query(
      "SELECT closed_at = '2026-01-15T06:30:00Z'::timestamptz AS same FROM jobs WHERE id = $1",
      [id],
    );
    expect(at[0].same).toBe(true);
    const row = (await as(editor, "/jobs/list", { search: "Kit manager" })).body.results.data[0];
    expect(row.closed_at).toBe("2026-01-15T09:30:00+03:00");
    const future = await as(editor, "/jobs/save", { ...again, closed_at: "2099-01-01T10:00" });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.results.errors)).toContain("closed_at");
    expect((await apply(id)).body.results.code).toBe("job_closed");
    // Opened again it has no closing time; it takes applications.
    const reopened = await as(editor, "/jobs/save", { ...again, open: true });
    expect(reopened.status).toBe(200);
    expect((await as(editor, "/jobs/get", { id })).body.results.closed_at).toBeNull();
    await as(editor, "/jobs/save", {
      ...(await as(editor, "/jobs/get", { id })).body.results,
      open: false,
      closed_at: "",
    });

    expect((await as(editor, "/jobs/unpublish", { id })).status).toBe(200);
    expect(await publicTitles("en")).not.toContain("Kit manager");
    expect((await call(ctx.app, `/website/jobs/show/${id}`, {})).status).toBe(404);
  });

  it("publish at a Riyadh time through the job queue, not before", async () => {
    const { id } = (await as(editor, "/jobs/save", job("Groundsman"))).body.results;
    const at = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 16);
    const res = await as(editor, "/jobs/publish", { id, publish_at: at });
    expect(res.body.results.status).toBe("scheduled");
    await runJobs(ctx.app);
    expect(await publicTitles("en")).not.toContain("Groundsman");
    await ctx.pool.query("UPDATE jobs SET publish_at = now() WHERE id = $1", [id]);
    await ctx.pool.query("UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1", [
      `content.publish:jobs:${id}`,
    ]);
    await runJobs(ctx.app);
    expect((await as(editor, "/jobs/get", { id })).body.results.status).toBe("published");
    expect(await publicTitles("en")).toContain("Groundsman");
  });

  it("refuse each bad field in the caller's language and write nothing", async () => {
    const bad = await as(
      editor,
      "/jobs/save",
      { title: tri("", "x".repeat(201), ""), description: tri("", "", ""), type: "contract" },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e["title.ar"]).toHaveLength(1);
    expect(e["title.en"]).toHaveLength(1);
    expect(e["description.ar"]).toHaveLength(1);
    expect(e.type[0]).toMatch(/دوام/);
    const es = await as(
      editor,
      "/jobs/save",
      { title: tri("x", "", ""), description: tri("y", "", ""), type: "contract" },
      "es",
    );
    expect(es.body.results.errors.type[0]).toMatch(/jornada/);
  });

  it("refuse a stale save, keep revisions and restore one", async () => {
    const { id } = (await as(editor, "/jobs/save", job("Analyst"))).body.results;
    const v1 = (await as(editor, "/jobs/get", { id })).body.results;
    expect(
      (await as(editor, "/jobs/save", { ...v1, title: { ...v1.title, en: "Data analyst" } }))
        .status,
    ).toBe(200);
    await ctx.pool.query("UPDATE jobs SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(other, "/jobs/save", { ...v1, type: "full_time" });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect((await as(other, "/jobs/get", { id })).body.results.title.en).toBe("Data analyst");

    const revisions = (await as(other, "/jobs/revisions", { id })).body.results.data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(revisions[1].data.title.en).toBe("Analyst");
    const restored = await as(other, "/jobs/restore", { id, revision: 1, version: 2 });
    expect(restored.body.results).toEqual({ id, version: 3 });
    expect((await as(other, "/jobs/get", { id })).body.results.title.en).toBe("Analyst");
  });

  it("is for content.manage: editors yes, the gate and no session no", async () => {
    const { id } = (await as(editor, "/jobs/save", job("Steward"))).body.results;
    for (const path of ["/jobs/list", "/jobs/get", "/jobs/save", "/jobs/publish", "/jobs/delete"]) {
      expect((await as(gate, path, { id })).status).toBe(403);
      expect((await as(hr, path, { id })).status).toBe(403);
      expect((await staffCall(ctx.app, path, { id })).status).toBe(401);
    }
    // The background jobs' list keeps its own address and permission beside the postings.
    expect((await as(editor, "/jobs/failed/list", {})).status).toBe(403);
  });

  it("lists with search, type, open, status and translation filters and application counts", async () => {
    const { id } = (
      await as(editor, "/jobs/save", {
        ...job("Nutritionist"),
        title: tri("أخصائي تغذية", "Nutritionist", ""),
        type: "full_time",
        open: false,
      })
    ).body.results;
    const list = await as(editor, "/jobs/list", { search: "Nutritionist", status: "draft" });
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.results.data[0]).toMatchObject({
      title: "Nutritionist",
      type: "full_time",
      open: false,
      applications: 0,
      missing: ["es"],
    });
    const part = await as(editor, "/jobs/list", { type: "part_time", per_page: 100 });
    expect(part.body.results.data.every((r: { type: string }) => r.type === "part_time")).toBe(
      true,
    );
    const open = await as(editor, "/jobs/list", { open: "1", per_page: 100 });
    expect(open.body.results.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const closed = await as(editor, "/jobs/list", { open: "0", per_page: 100 });
    expect(closed.body.results.data.map((r: { id: number }) => r.id)).toContain(id);
    const missingEs = await as(editor, "/jobs/list", { missing: "es", per_page: 100 });
    expect(missingEs.body.results.data.map((r: { id: number }) => r.id)).toContain(id);
    const demo = await as(editor, "/jobs/list", { search: "Digital marketing" });
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM job_applications WHERE job_id = $1",
      [demo.body.results.data[0].id],
    );
    expect(demo.body.results.data[0].applications).toBe(rows[0].n);
    const paged = await as(editor, "/jobs/list", { per_page: 2, page: 2 });
    expect(paged.body.results.data).toHaveLength(2);
    expect(paged.body.results.total).toBeGreaterThan(4);
  });

  it("refuses to delete a job with applications (record_in_use) and deletes one without", async () => {
    const { id } = (await as(editor, "/jobs/save", job("Driver"))).body.results;
    await as(editor, "/jobs/publish", { id });
    expect((await apply(id)).status).toBe(200);
    const refused = await as(editor, "/jobs/delete", { id }, "ar");
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("record_in_use");
    expect(refused.body.results.message).toMatch(/طلبات/);
    expect((await as(editor, "/jobs/delete", { id }, "es")).body.results.message).toMatch(
      /candidaturas/,
    );
    expect((await as(editor, "/jobs/get", { id })).status).toBe(200);
    const listed = await as(editor, "/jobs/list", { search: "Driver" });
    expect(listed.body.results.data[0]).toMatchObject({ id, applications: 1 });

    const free = (await as(editor, "/jobs/save", job("Cook"))).body.results.id;
    const both = await as(editor, "/jobs/delete", { ids: [id, free] });
    expect(both.status).toBe(409);
    expect((await as(editor, "/jobs/get", { id: free })).status).toBe(200);
    expect((await as(editor, "/jobs/delete", { id: free })).body.results.status).toBe("deleted");
    expect((await as(editor, "/jobs/get", { id: free })).status).toBe(404);
  });

  it("counts draft job postings among the dashboard's unpublished items", async () => {
    const tile = async () =>
      (await as(editor, "/dashboard", {})).body.results.tiles.find(
        (t: { key: string }) => t.key === "unpublished_drafts",
      ).count as number;
    const before = await tile();
    await as(editor, "/jobs/save", job("Receptionist"));
    expect(await tile()).toBe(before + 1);
  });
});
