import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/server/env";
import { useTestApp } from "../helpers/app";
import { startFakeS3 } from "../helpers/fake-s3";
import { b64 } from "../helpers/files";
import { makePhoto } from "../helpers/media";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

// The S3 driver against a test double of the S3 API (no MinIO-compatible server installs from
// the registries this project may use): same calls, the files in the bucket, none on disk.
const s3 = await startFakeS3({ bucket: "club-media", accessKeyId: "test-key" });
afterAll(() => s3.close());

const base = loadEnv();
const ctx = useTestApp({
  staffRateLimitMax: 1_000_000,
  media: {
    ...base.media,
    s3: {
      bucket: "club-media",
      region: "us-east-1",
      endpoint: s3.endpoint,
      accessKeyId: "test-key",
      secretAccessKey: "test-secret",
      forcePathStyle: true,
      prefix: "site/",
    },
  },
});

let token: string;
beforeAll(async () => {
  const s = await createStaff(ctx.pool, { roles: ["editor"] });
  token = await sessionFor(ctx.pool, ctx.env, s.id);
});

describe("S3-compatible storage", () => {
  it("puts the original and every preset in the bucket, serves them, and deletes them", async () => {
    expect(ctx.app.mediaStorage.driver).toBe("s3");
    const photo = await makePhoto({ width: 700, height: 500 });
    const up = await staffCall(
      ctx.app,
      "/media/upload",
      { name: "s3.jpg", file: b64(photo) },
      { token },
    );
    expect(up.status).toBe(200);
    const item = up.body.results;
    const folder = item.original.replace("/files/", "").split("/").slice(0, 2).join("/");
    const keys = () => [...s3.objects.keys()].filter((k) => k.startsWith(`site/${folder}/`)).sort();
    expect(keys()).toEqual([
      `site/${folder}/original.jpg`,
      `site/${folder}/w320.webp`,
      `site/${folder}/w640.webp`,
    ]);
    expect(s3.objects.get(`site/${folder}/w320.webp`)).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
    // Every request was signed with the configured key.
    expect(s3.requests.every((r) => r.authorized)).toBe(true);

    // The AVIF job reads the original back from the bucket.
    await runJobs(ctx.app);
    expect(keys()).toContain(`site/${folder}/w640.avif`);

    const res = await ctx.app.inject({ method: "GET", url: item.ref.src });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.rawPayload.equals(s3.objects.get(`site/${folder}/w640.webp`)!.body)).toBe(true);
    const missing = await ctx.app.inject({ method: "GET", url: `/files/${folder}/w1600.webp` });
    expect(missing.statusCode).toBe(404);

    const del = await staffCall(ctx.app, "/media/delete", { id: item.id }, { token });
    expect(del.status).toBe(200);
    expect(keys()).toEqual([]);
  });
});
