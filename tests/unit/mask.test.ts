import { describe, expect, it } from "vitest";
import { maskPhone, maskText, maskValue } from "../../src/server/lib/mask";

describe("log masking", () => {
  it("hides phone numbers and e-mail addresses", () => {
    const text = maskText("sent code to 966512345678 and mail to fan.name@example.com");
    expect(text).not.toContain("966512345678");
    expect(text).not.toContain("fan.name@");
    expect(text).toContain("@example.com");
    expect(maskPhone("966512345678")).toBe("966*****78");
  });
  it("masks nested values and errors", () => {
    const out = JSON.stringify(
      maskValue({ a: { phone: "0551234567" }, err: new Error("bad 966512345678") }),
    );
    expect(out).not.toMatch(/0551234567|966512345678/);
  });
  it("keeps the reason of a wrapped error, masked", () => {
    const err = new Error("Failed query", { cause: new Error("no user 0551234567") });
    const out = maskValue({ err }) as { err: { cause: { message: string } } };
    expect(out.err.cause.message).toBe("no user 0551*****67");
  });
});

describe("server logger", () => {
  it("masks fields, messages and request addresses in every log line", async () => {
    const { default: pino } = await import("pino");
    const { loggerOptions } = await import("../../src/server/app");
    const lines: string[] = [];
    const log = pino(loggerOptions("info") as never, { write: (l: string) => lines.push(l) });
    const req = { method: "GET", url: "/api?phone=966512345678", headers: {}, socket: {} };
    log.info({ req, res: { statusCode: 200 }, to: "fan@example.com" }, "code for 0551234567");
    const line = lines.join("");
    expect(line).not.toMatch(/966512345678|0551234567|fan@/);
    expect(JSON.parse(line)).toMatchObject({ req: { method: "GET" }, res: { statusCode: 200 } });
    // Importing the whole server takes 2-3 s on a quiet machine and over 30 s on a busy one.
  }, 90_000);
});
