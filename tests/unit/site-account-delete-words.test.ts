import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const catalog = (lang: string) =>
  JSON.parse(readFileSync(`src/shared/i18n/locales/identity.${lang}.json`, "utf8")) as Record<
    string,
    string
  >;

// Deleting the account deletes the member's seat reservations and their tickets with it (the
// database cascades them, tests/api/identity-profile.test.ts): the confirmation says so, in
// each language, before the member presses the button.
describe("the account deletion confirmation", () => {
  it.each([
    ["ar", /حجوزات مقاعدك/, /تذاكرها/],
    ["en", /seat reservations/, /tickets/],
    ["es", /reservas de asientos/, /entradas/],
  ])("names the reservations and tickets that go with the account (%s)", (lang, a, b) => {
    const body = catalog(lang).deleteBody;
    expect(body).toMatch(a);
    expect(body).toMatch(b);
  });
});
