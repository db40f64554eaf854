import { describe, expect, it } from "vitest";
import { returnPathFrom, updatePath } from "../../src/web/site/lib/session";

/** The Update screen's matchKey: where a member goes back to after completing the profile. */
describe("the return path after completing the profile", () => {
  it("comes back without a language prefix, so the update screen can put the page's own", () => {
    expect(returnPathFrom(encodeURIComponent("/en/surveys/4/members-kit"))).toBe(
      "/surveys/4/members-kit",
    );
    expect(returnPathFrom(encodeURIComponent("/es/continue-enrollment"))).toBe(
      "/continue-enrollment",
    );
    expect(returnPathFrom(encodeURIComponent("/en"))).toBe("/");
    expect(returnPathFrom(encodeURIComponent("/event-details/1"))).toBe("/event-details/1");
    expect(returnPathFrom(encodeURIComponent("/english-page"))).toBe("/english-page");
  });

  it("reads what updatePath wrote", () => {
    const key = updatePath("/surveys/4/members-kit").split("/").pop();
    expect(returnPathFrom(key)).toBe("/surveys/4/members-kit");
  });

  it("never leads to another site", () => {
    expect(returnPathFrom(encodeURIComponent("//evil.example/x"))).toBeNull();
    expect(returnPathFrom(encodeURIComponent("https://evil.example"))).toBeNull();
    expect(returnPathFrom(encodeURIComponent("/\\evil.example"))).toBeNull();
    expect(returnPathFrom("%E0%A4%A")).toBeNull();
    expect(returnPathFrom(undefined)).toBeNull();
  });
});
