import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SMS_CODE_WORDS } from "../../src/web/site/components/sms-code-words";
import { JOIN_DIALOG_WORDS } from "../../src/web/site/features/identity/identity-modals";

/** The message keys a source file looks up with t("…") under one namespace. */
function keysIn(file: string, namespace: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(new RegExp(`"(${namespace}\\.[\\w.]+)"`, "g"))].map((m) => m[1]!);
}

describe("the words a page carries for the join dialog", () => {
  it("hold every word of the bot check the dialog shows", () => {
    // Only the no-script note is left out: a dialog opened in the browser never shows it.
    const shown = keysIn("src/web/components/ui/bot-check.tsx", "botCheck").filter(
      (k) => k !== "botCheck.needsScript",
    );
    expect(shown.length).toBeGreaterThan(10);
    for (const key of shown) expect(JOIN_DIALOG_WORDS).toContain(key);
  });

  it("hold the phone step's title, notice, field and button, and the close button", () => {
    for (const key of [
      "identity.joinTitle",
      "identity.getTickitTitle",
      "identity.knightsClosed",
      "identity.registerClosedHint",
      "identity.phoneLabel",
      "identity.phoneHint",
      "identity.sendCode",
      "identity.sending",
    ]) {
      expect(keysIn("src/web/site/features/identity/join-modal.tsx", "identity")).toContain(key);
      expect(JOIN_DIALOG_WORDS).toContain(key);
    }
    expect(keysIn("src/web/components/ui/modal.tsx", "common")).toContain("common.close");
    expect(JOIN_DIALOG_WORDS).toContain("common.close");
  });
});

describe("the words a page carries for the SMS-code step", () => {
  it("hold every word the code step and its code boxes show", () => {
    // Not carried, they came after a round trip when the step opened.
    const shown = [
      ...keysIn("src/web/site/components/sms-code-flow.tsx", "identity"),
      ...keysIn("src/web/site/components/code-inputs.tsx", "identity"),
    ];
    expect(shown.length).toBeGreaterThan(10);
    for (const key of shown) {
      expect(SMS_CODE_WORDS).toContain(key);
      expect(JOIN_DIALOG_WORDS).toContain(key);
    }
  });
});
