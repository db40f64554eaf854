import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp({ rateLimitMax: 1000 });

describe("contract conventions", () => {
  it("answers an unknown call with 404 and the error envelope in the request's language", async () => {
    const ar = await call(ctx.app, "/website/does-not-exist");
    expect(ar.status).toBe(404);
    expect(ar.body.results.code).toBe("route_not_found");
    expect(ar.body.results.message).toBe("هذا الطلب غير موجود.");
    const en = await call(ctx.app, "/website/does-not-exist", {}, { lang: "en" });
    expect(en.body.results.message).toBe("This call does not exist.");
  });

  it("treats a missing or unknown Content-Language as Arabic", async () => {
    const res = await call(ctx.app, "/settings", {}, { headers: { "content-language": "fr" } });
    expect(res.status).toBe(200);
    expect(res.body.results.AppName).toBe("نادي النور");
  });

  it("gives 422 with per-field errors for invalid input, never a 5xx", async () => {
    const res = await call(
      ctx.app,
      "/website/home",
      { limit: "many", sliders_keys: "main" },
      { lang: "en" },
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("validation_failed");
    expect(Object.keys(res.body.results.errors).sort()).toEqual(["limit", "sliders_keys"]);
    expect(res.body.results.errors.limit[0]).toBe("This value is not valid.");
  });

  it("gives 422 for a body that is not JSON", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/settings",
      headers: { "content-type": "application/json" },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().results.code).toBe("invalid_json");
  });

  it("accepts a bare POST with no body", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/website/offers" });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.data.length).toBeGreaterThan(0);
  });

  it("gives 413 for an oversized body", async () => {
    const res = await call(ctx.app, "/settings", { filler: "x".repeat(ctx.env.bodyLimit + 10) });
    expect(res.status).toBe(413);
    expect(res.body.results.code).toBe("payload_too_large");
  });

  it("rejects a non-positive or non-numeric id with 422 and a missing one with 404", async () => {
    expect((await call(ctx.app, "/website/offers/show/abc")).status).toBe(422);
    expect((await call(ctx.app, "/website/offers/show/0")).status).toBe(422);
    const missing = await call(ctx.app, "/website/offers/show/99999", {}, { lang: "en" });
    expect(missing.status).toBe(404);
    expect(missing.body.results).toMatchObject({
      code: "not_found",
      message: "The requested resource was not found.",
    });
  });

  it("compresses answers for clients that accept it, and only for them", async () => {
    const zipped = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/website/home",
      headers: { "accept-encoding": "gzip" },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const plain = await ctx.app.inject({ method: "POST", url: "/api/v1/website/home" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().results.latest_news.length).toBeGreaterThan(0);
  });

  it("reports health and readiness", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({
      status: "ok",
    });
    expect((await ctx.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("rate limiting", () => {
  const limited = useTestApp({ rateLimitMax: 3 });
  it("answers 429 with the localized envelope once a client exceeds the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await call(limited.app, "/website/offers", {}, { ip: "10.9.9.9" })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const res = await call(limited.app, "/website/offers", {}, { ip: "10.9.9.9", lang: "en" });
    expect(res.body.results.code).toBe("rate_limited");
    // Another client is not affected.
    expect((await call(limited.app, "/website/offers", {}, { ip: "10.9.9.10" })).status).toBe(200);
  });
});
