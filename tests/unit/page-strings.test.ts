import { describe, expect, it } from "vitest";
import { endMessageRecord, startMessageRecord, translate } from "../../src/shared/i18n";

describe("the messages a page's render looks up (sent with the page)", () => {
  it("records the page language's messages with their text, once, and stops at the end", () => {
    startMessageRecord("en");
    translate("en", "home.latestNews");
    translate("en", "home.latestNews");
    translate("en", "home.allNews");
    // Another language's message is not the page's: the browser has only the page's language.
    translate("ar", "home.noNews");
    const sent = endMessageRecord();
    expect(sent).toEqual({ "home.latestNews": "Latest news", "home.allNews": "All news" });
    translate("en", "home.noNews");
    expect(endMessageRecord()).toEqual({});
  });

  it("keeps ICU messages as written for the page to compile, and leaves out unknown keys", () => {
    startMessageRecord("ar");
    translate("ar", "home.latestNews");
    translate("ar", "no.such.key" as never);
    const sent = endMessageRecord();
    expect(Object.keys(sent)).toEqual(["home.latestNews"]);
    expect(sent["home.latestNews"]).toBe("آخر الأخبار");
  });
});
