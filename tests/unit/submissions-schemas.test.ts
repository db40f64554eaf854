import { describe, expect, it } from "vitest";
import { isCalendarDate, loosePhone, riyadhToday } from "../../src/shared/platform/form-fields";
import { contactBody } from "../../src/shared/submissions/contact";
import { composeBirthdate, sportJoinBody } from "../../src/shared/submissions/sport-join";

describe("shared form rules", () => {
  it("composes the zero-padded birth date the API expects from the three boxes", () => {
    expect(composeBirthdate({ year: "2010", month: "3", day: "7" })).toBe("2010-03-07");
    expect(composeBirthdate({ year: 1999, month: 12, day: 31 })).toBe("1999-12-31");
    expect(composeBirthdate({ year: "", month: "3", day: "7" })).toBe("");
  });

  it("takes a phone typed in Arabic-Indic digits on the contact, job and report forms", () => {
    expect(loosePhone.parse("٠٥٥١٢٣٤٥٦٧")).toBe("0551234567");
    expect(loosePhone.parse("+٩٦٦٥٥١٢٣٤٥٦٧")).toBe("+966551234567");
    expect(loosePhone.parse("۰۵۵۱۲۳۴۵۶۷")).toBe("0551234567");
    expect(loosePhone.safeParse("٠٥٥").error?.issues[0]?.message).toBe(
      "submissions.phoneIncorrect",
    );
    expect(loosePhone.safeParse("").error?.issues[0]?.message).toBe("submissions.phoneRequired");
    const contact = contactBody.parse({
      details: { department: 1 },
      name: "سارة",
      email: "sara@example.com",
      phone: "٠٥٥١٢٣٤٥٦٧",
      message: "مرحبا",
    });
    expect(contact.phone).toBe("0551234567");
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
      full_name: "submissions.nameTooShort",
      phone: "submissions.phoneIncorrect",
      birthdate: "submissions.birthDateRequired",
      level: "submissions.levelRequired",
      competition_type: "submissions.competitionTypeRequired",
      practice_years: "submissions.practiceYearsRequired",
      practice_place: "submissions.practicePlaceRequired",
      "info.preferred_leg": "submissions.preferredLegRequired",
      "info.preferred_position": "submissions.preferredPositionRequired",
    });
  });
});
