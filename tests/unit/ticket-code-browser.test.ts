import { build } from "esbuild";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs";
import {
  referenceKeyFor,
  signTicketCode,
  ticketKeyFromSeed,
} from "../../src/server/lib/ticket-signing";
import { base64urlEncode } from "../../src/shared/events/codec";
import { packSnapshot } from "../../src/shared/events/ticket-snapshot";

// The gate scanner verifies signatures in the browser with WebCrypto Ed25519: this runs the
// shipped offline validator inside Chromium on codes the server signed in Node.
describe("offline validation in Chromium", () => {
  let browser: Browser;
  let bundle = "";
  beforeAll(async () => {
    const out = await build({
      entryPoints: [path.resolve("src/shared/events/offline-validator.ts")],
      bundle: true,
      write: false,
      format: "iife",
      globalName: "Gate",
      target: "es2022",
      platform: "browser",
      logLevel: "error",
    });
    bundle = out.outputFiles[0]!.text;
    browser = await chromium.launch({
      executablePath: findChromium({ install: false }),
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("verifies Ed25519 ticket codes and gives the same verdicts as on the server", async () => {
    const key = ticketKeyFromSeed(1, "c3".repeat(32));
    const forger = ticketKeyFromSeed(1, "d4".repeat(32));
    const ticket = { eventId: 5, attendOn: "2026-05-01", ticketId: 2001, seatId: 301 };
    const snapshot = packSnapshot(
      {
        eventId: 5,
        attendOn: "2026-05-01",
        generatedAt: "2026-05-01T15:00:00.000Z",
        completeThrough: 2001,
        keys: [key.publicKey],
        referenceKey: base64urlEncode(referenceKeyFor("secret", 5)),
      },
      [{ ticketId: 2001, seatId: 301, state: "valid" }],
    );
    const codes = {
      good: signTicketCode(ticket, key),
      forged: signTicketCode(ticket, forger),
      otherDay: signTicketCode({ ...ticket, attendOn: "2026-05-02" }, key),
    };
    const page = await browser.newPage();
    // WebCrypto needs a secure context: serve an empty page from an https origin.
    await page.route("https://gate.test/", (r) =>
      r.fulfill({ contentType: "text/html", body: "<!doctype html><title>gate</title>" }),
    );
    await page.goto("https://gate.test/");
    await page.addScriptTag({ content: bundle });
    const verdicts = await page.evaluate(
      async ({ snapshot, codes }) => {
        const gate = (globalThis as any).Gate;
        const v = await gate.createOfflineValidator(snapshot);
        return {
          userAgent: navigator.userAgent,
          first: await v.scan(codes.good, 1000, "North 1"),
          second: await v.scan(codes.good, 2000, "North 2"),
          forged: await v.scan(codes.forged, 3000),
          otherDay: await v.scan(codes.otherDay, 4000),
        };
      },
      { snapshot, codes },
    );
    expect(verdicts.userAgent).toMatch(/Chrome\/\d+/);
    expect(verdicts.first).toEqual({
      status: "valid",
      ticketId: 2001,
      seatId: 301,
      seatChanged: false,
      listed: true,
    });
    expect(verdicts.second).toMatchObject({
      status: "already_redeemed",
      gate: "North 1",
      byThisDevice: true,
    });
    expect(verdicts.forged).toEqual({ status: "invalid", reason: "bad_signature" });
    expect(verdicts.otherDay).toMatchObject({ status: "wrong_event", attendOn: "2026-05-02" });
    await page.close();
  });
});
