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
});
