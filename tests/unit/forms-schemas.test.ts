import { describe, expect, it } from "vitest";
import { isCalendarDate, riyadhToday } from "../../src/shared/schemas/form-fields";
import { composeBirthdate, sportJoinBody } from "../../src/shared/schemas/sports";

describe("shared form rules", () => {
  it("composes the zero-padded birth date the API expects from the three boxes", () => {
    expect(composeBirthdate({ year: "2010", month: "3", day: "7" })).toBe("2010-03-07");
    expect(composeBirthdate({ year: 1999, month: 12, day: 31 })).toBe("1999-12-31");
    expect(composeBirthdate({ year: "", month: "3", day: "7" })).toBe("");
  });

  it("knows real calendar dates and Riyadh's today", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2023-2-28")).toBe(false);
    // 22:30 UTC on 31 Dec is already 1 Jan in Riyadh (+03:00).
    expect(riyadhToday(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01");
  });

  it("gives the form the same messages the server gives, all at once", () => {
    const res = sportJoinBody.safeParse({
      category_id: 26,
      full_name: "Ali",
      phone: "966",
      practice: "yes",
      competition: "no",
    });
    expect(res.success).toBe(false);
    const messages = Object.fromEntries(
      res.error!.issues.map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      full_name: "forms.nameTooShort",
      phone: "forms.phoneIncorrect",
      birthdate: "forms.birthDateRequired",
      level: "forms.levelRequired",
      competition_type: "forms.competitionTypeRequired",
      practice_years: "forms.practiceYearsRequired",
      practice_place: "forms.practicePlaceRequired",
      "info.preferred_leg": "forms.preferredLegRequired",
      "info.preferred_position": "forms.preferredPositionRequired",
    });
  });
});
