import { describe, expect, it } from "vitest";
import { guestName } from "../../src/shared/events/schemas";

const firstMessage = (value: string) => guestName.safeParse(value).error?.issues[0]?.message;

// A guest who typed one letter was told "Please enter your name", as if the field were empty.
describe("the guest's name on the booking form", () => {
  it("asks for the name when none is typed", () => {
    expect(firstMessage("")).toBe("events.guestNameRequired");
    expect(firstMessage("   ")).toBe("events.guestNameRequired");
  });

  it("says a one-letter name is too short", () => {
    expect(firstMessage("M")).toBe("events.guestNameTooShort");
  });

  it("takes a real name and refuses a very long one", () => {
    expect(guestName.safeParse("Majed Alshehri").success).toBe(true);
    expect(firstMessage("x".repeat(101))).toBe("events.guestNameTooLong");
  });
});
