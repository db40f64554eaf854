import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { sportApplication } from "../helpers/forms";

// Small allowances so each limit is reached in a few sends: per sender 2, per form and address
// 4, per address over all forms 6 (the highest: a family or the stadium's Wi-Fi shares it).
const ctx = useTestApp({
  rateLimitMax: 10_000,
  formRateLimitPerSender: 2,
  formRateLimitPerForm: 4,
  formRateLimit: 6,
});

const contact = (email: string, phone = "") => ({
  name: "Khalid",
  email,
  phone,
  subject: phone,
  message: "When does the stadium tour open?",
  details: { department: 2 },
  terms: true,
});

let phoneSeq = 0;
const visit = (email: string) => ({
  visitor_type: "family",
  visitors: 3,
  preferred_date: "2099-01-10",
  name: "Noura",
  phone: `05512300${String(++phoneSeq).padStart(2, "0")}`,
  email,
});

async function send(
  path: string,
  body: Record<string, unknown>,
  ip: string,
  lang: "ar" | "en" | "es" = "en",
) {
  return call(
    ctx.app,
    path,
    { ...body, "g-recaptcha-response": await solveBotCheck(ctx.app) },
    { ip, lang },
  );
}

describe("fair limits of the public forms", () => {
  it("limits one sender per form (phone or e-mail), whatever the address, and says when to retry", async () => {
    expect(
      (await send("/website/contactus/create", contact("fan1@example.com"), "10.31.0.1")).status,
    ).toBe(200);
    // The same address in capitals from another address is the same sender.
    expect(
      (await send("/website/contactus/create", contact("FAN1@example.com"), "10.31.0.2")).status,
    ).toBe(200);
    const refused = await send(
      "/website/contactus/create",
      contact("fan1@example.com"),
      "10.31.0.3",
    );
    expect(refused.status).toBe(429);
    expect(refused.body.results.code).toBe("rate_limited");
    const wait = refused.body.results.retry_after;
    expect(wait).toBeGreaterThan(0);
    // At most the rest of this window and part of the next (sliding window).
    expect(wait).toBeLessThanOrEqual(7200);
    expect(refused.headers["retry-after"]).toBe(String(wait));
    expect(refused.body.results.message).toMatch(/Try again in \d+ minutes?\./);
    // Another sender from that address, and the same sender at another form, are not held back.
    expect(
      (await send("/website/contactus/create", contact("fan2@example.com"), "10.31.0.3")).status,
    ).toBe(200);
    expect(
      (await send("/website/visits/create", visit("fan1@example.com"), "10.31.0.3")).status,
    ).toBe(200);
  });

  it("counts a phone however it is written (0 5…, 966 5…, with spaces)", async () => {
    const message = (phone: string, ip: string) =>
      send("/website/contactus/create", contact(`p${ip}@example.com`, phone), ip);
    expect((await message("0501112233", "10.32.0.1")).status).toBe(200);
    expect((await message("966501112233", "10.32.0.2")).status).toBe(200);
    const third = await message("050 111 2233", "10.32.0.3");
    expect(third.status).toBe(429);
    expect(third.body.results.retry_after).toBeGreaterThan(0);
    // The sports form counts the same phone on its own.
    const join = await send(
      "/website/teams/categories/join",
      sportApplication({ phone: "966501112233" }),
      "10.32.0.4",
    );
    expect(join.status).toBe(200);
  });

  it("allows one address more sends per form than per sender, and more over all forms than per form", async () => {
    const ip = "10.33.0.1";
    for (let i = 0; i < 4; i++) {
      const r = await send("/website/contactus/create", contact(`family${i}@example.com`), ip);
      expect(r.status).toBe(200);
    }
    const perForm = await send(
      "/website/contactus/create",
      contact("family9@example.com"),
      ip,
      "ar",
    );
    expect(perForm.status).toBe(429);
    expect(perForm.body.results.retry_after).toBeGreaterThan(0);
    // In the request's language, with the wait as an Arabic plural.
    expect(perForm.body.results.message).toMatch(/حاول مرة أخرى بعد/);
    // The family can still use the other forms from that address, up to the address ceiling.
    expect((await send("/website/visits/create", visit("family5@example.com"), ip)).status).toBe(
      200,
    );
    const ceiling = await send("/website/visits/create", visit("family6@example.com"), ip, "es");
    expect(ceiling.status).toBe(429);
    expect(ceiling.body.results.message).toMatch(/Vuelve a intentarlo dentro de \d+ minutos?\./);
    // Another address is unaffected.
    expect(
      (await send("/website/visits/create", visit("family7@example.com"), "10.33.0.2")).status,
    ).toBe(200);
  });

  it("checks the bot first: a request without a solution is refused without using the sender's allowance", async () => {
    const body = contact("victim@example.com");
    for (let i = 0; i < 3; i++) {
      const r = await call(
        ctx.app,
        "/website/contactus/create",
        { ...body, "g-recaptcha-response": "x" },
        { ip: "10.34.0.1" },
      );
      expect(r.status).toBe(422);
      expect(r.body.results.code).toBe("bot_check_failed");
    }
    expect((await send("/website/contactus/create", body, "10.34.0.2")).status).toBe(200);
  });

  it("says when to retry a refused SMS code too", async () => {
    const phone = "0507778899";
    const ask = async () =>
      call(
        ctx.app,
        "/guest/otp",
        { phone, "g-recaptcha-response": await solveBotCheck(ctx.app) },
        { ip: "10.35.0.1", lang: "en" },
      );
    let last = await ask();
    for (let i = 0; i < ctx.env.otpPerPhone && last.status === 200; i++) last = await ask();
    expect(last.status).toBe(429);
    expect(last.body.results.code).toBe("otp_rate_limited");
    expect(last.body.results.retry_after).toBeGreaterThan(0);
    expect(last.body.results.message).toMatch(/Try again in \d+ (minute|second)s?\./);
  });
});
