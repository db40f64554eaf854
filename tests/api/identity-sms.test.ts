import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmsError } from "../../src/server/lib/sms/sms";
import { TwilioSmsSender } from "../../src/server/lib/sms/twilio-sms";
import { call, useTestApp } from "../helpers/app";
import { freshIp, requestCode } from "../helpers/identity";

type Received = { method: string; url: string; auth: string; form: URLSearchParams };

/** A local stand-in for Twilio's REST API: records each request, answers with `status`. */
const fake = { received: [] as Received[], status: 201, server: null as Server | null, url: "" };
beforeAll(async () => {
  fake.server = createServer(async (req: IncomingMessage, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    fake.received.push({
      method: req.method ?? "",
      url: req.url ?? "",
      auth: req.headers.authorization ?? "",
      form: new URLSearchParams(body),
    });
    res.writeHead(fake.status, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        fake.status < 300
          ? { sid: "SM123", status: "queued" }
          : { code: 21211, message: "Invalid 'To'" },
      ),
    );
  });
  await new Promise<void>((resolve) => fake.server!.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(fake.server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.server?.close(() => resolve())));

const twilioEnv = () => ({
  smsDriver: "twilio" as const,
  twilioAccountSid: "AC0123456789",
  twilioAuthToken: "token-secret",
  twilioFrom: "AlNoor",
  twilioBaseUrl: fake.url,
});

// The driver is chosen on first send, so switching this app's env to Twilio before any test is enough.
const ctx = useTestApp({ rateLimitMax: 10_000 });
beforeAll(() => {
  Object.assign(ctx.env, twilioEnv());
});

describe("Twilio SMS adapter", () => {
  it("posts the message form-encoded with basic auth to the account's Messages resource", async () => {
    fake.status = 201;
    fake.received.length = 0;
    const sender = new TwilioSmsSender({
      accountSid: "AC0123456789",
      authToken: "token-secret",
      from: "AlNoor",
      messagingServiceSid: "",
      baseUrl: fake.url,
    });
    await sender.send({ to: "966512345678", text: "code 1234" });
    expect(fake.received).toHaveLength(1);
    const r = fake.received[0]!;
    expect(r.method).toBe("POST");
    expect(r.url).toBe("/2010-04-01/Accounts/AC0123456789/Messages.json");
    expect(r.auth).toBe(`Basic ${Buffer.from("AC0123456789:token-secret").toString("base64")}`);
    expect(Object.fromEntries(r.form)).toEqual({
      To: "+966512345678",
      Body: "code 1234",
      From: "AlNoor",
    });
  });

  it("throws an SmsError that does not echo the phone when the provider refuses", async () => {
    fake.status = 400;
    const sender = new TwilioSmsSender({
      accountSid: "AC1",
      authToken: "t",
      from: "X",
      messagingServiceSid: "",
      baseUrl: fake.url,
    });
    const error = await sender.send({ to: "966512345678", text: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as SmsError).providerStatus).toBe(400);
    expect((error as Error).message).not.toContain("512345678");
  });

  it("refuses to start without credentials", () => {
    expect(
      () =>
        new TwilioSmsSender({
          accountSid: "",
          authToken: "",
          from: "",
          messagingServiceSid: "",
          baseUrl: fake.url,
        }),
    ).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});

describe("login through the Twilio driver", () => {
  it("sends the code through the provider", async () => {
    fake.status = 201;
    fake.received.length = 0;
    const res = await requestCode(ctx.app, "500000001", { lang: "en" });
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.form.get("To")).toBe("+966500000001");
    const code = /\b(\d{4})\b/.exec(fake.received[0]!.form.get("Body") ?? "")![1]!;
    const verify = await call(ctx.app, "/website/user/verify", { phone: "500000001", code });
    expect(verify.status).toBe(200);
  });

  it("says 'the code was not sent' when the provider fails, and that code never works", async () => {
    fake.status = 500;
    fake.received.length = 0;
    const res = await requestCode(ctx.app, "500000002", { lang: "en" });
    expect(res.status).toBe(502);
    expect(res.body.results).toMatchObject({
      code: "sms_failed",
      message: "The code was not sent",
    });
    const code = /\b(\d{4})\b/.exec(fake.received[0]!.form.get("Body") ?? "")![1]!;
    const verify = await call(ctx.app, "/website/user/verify", { phone: "500000002", code });
    expect(verify.status).toBe(422);
    fake.status = 201;
  });

  it("never calls the provider for a send refused by a rate limit", async () => {
    fake.status = 201;
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await requestCode(ctx.app, "500000003", { ip })).status).toBe(200);
    fake.received.length = 0;
    const refused = await requestCode(ctx.app, "500000003", { ip });
    expect(refused.status).toBe(429);
    expect(fake.received).toHaveLength(0);
  });
});
