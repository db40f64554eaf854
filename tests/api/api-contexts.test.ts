import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp({ rateLimitMax: 4, staffRateLimitMax: 2 });

describe("the public API and the staff API are separate contexts", () => {
  it("counts staff calls against their own limit, apart from the public allowance", async () => {
    const staffIp = "198.51.100.7";
    const first = await call(ctx.app, "/staff/nothing-here", {}, { ip: staffIp, lang: "en" });
    // No staff call is registered at this address: the usual 404 envelope, localized.
    expect(first.status).toBe(404);
    expect(first.body.results.code).toBe("route_not_found");
    expect(first.body.results.message).toBe("This call does not exist.");
    expect(first.headers["x-ratelimit-limit"]).toBe("2");
    await call(ctx.app, "/staff/nothing-here", {}, { ip: staffIp });
    const third = await call(ctx.app, "/staff/nothing-here", {}, { ip: staffIp, lang: "en" });
    expect(third.status).toBe(429);
    expect(third.body.results.code).toBe("rate_limited");

    // The same client still has its whole public allowance.
    const site = await call(ctx.app, "/settings", {}, { ip: staffIp });
    expect(site.status).toBe(200);
    expect(site.headers["x-ratelimit-limit"]).toBe("4");
    expect(site.headers["x-ratelimit-remaining"]).toBe("3");
  });
});
