import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/app";
import { jobApplication, submitForm } from "../helpers/forms";
import { createStaff, ORIGIN, sessionFor } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let hr: string;
let care: string;
let applicationId: number;

const cv = (token: string, body: object) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/staff/applications/cv",
    payload: body,
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      cookie: `staff_session=${token}`,
    },
  });

beforeAll(async () => {
  hr = await sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles: ["hr"] })).id);
  care = await sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles: ["care"] })).id);
  const sent = await submitForm(ctx.app, "/website/jobs/applications/create", jobApplication());
  expect(sent.status).toBe(200);
  const { rows } = await ctx.pool.query("SELECT id FROM job_applications WHERE reference = $1", [
    sent.body.results.reference,
  ]);
  applicationId = rows[0].id;
});

describe("a job application's CV", () => {
  it("opens in the browser or downloads for hr, never sniffed, never cached, audited", async () => {
    const inline = await cv(hr, { id: applicationId, disposition: "inline" });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers["content-type"]).toBe("application/pdf");
    expect(inline.headers["content-disposition"]).toMatch(/^inline; filename="cv-JOB-\w+\.pdf"$/);
    expect(inline.headers["x-content-type-options"]).toBe("nosniff");
    expect(inline.headers["cache-control"]).toBe("no-store");
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const saved = await cv(hr, { id: applicationId });
    expect(saved.headers["content-disposition"]).toMatch(/^attachment; /);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'inbox.cv' AND record_id = $1",
      [String(applicationId)],
    );
    expect(rows[0].n).toBe(2);
  });

  it("is refused to other roles, to no session, and for an unknown application", async () => {
    expect((await cv(care, { id: applicationId })).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/staff/applications/cv",
      payload: { id: applicationId },
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await cv(hr, { id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().results.code).toBe("not_found");
  });
});
