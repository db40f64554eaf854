import { describe, expect, it } from "vitest";
import { isProfileComplete } from "../../src/shared/identity/profile";
import { isRealDate, profileSaveBody } from "../../src/shared/identity/schemas";
import {
  nationalDigits,
  normalizePhone,
  otpCode,
  phoneInput,
  phoneProblem,
  saudiPhone,
} from "../../src/shared/platform/phone";

describe("Saudi phone", () => {
  it("strips non-digits and stores 966 followed by 9 digits starting with 5", () => {
    expect(normalizePhone("512345678")).toBe("966512345678");
    expect(normalizePhone("0512345678")).toBe("966512345678");
    expect(normalizePhone("+966 51 234 5678")).toBe("966512345678");
    expect(normalizePhone("00966-512-345-678")).toBe("966512345678");
    expect(normalizePhone("٠٥١٢٣٤٥٦٧٨")).toBe("966512345678");
    expect(normalizePhone("412345678")).toBeNull();
    expect(normalizePhone("97151234567")).toBeNull();
  });

  it("gives the spec's three messages as catalog keys", () => {
    const issue = (v: string) => saudiPhone.safeParse(v).error?.issues[0]?.message;
    expect(issue("412345678")).toBe("identity.phoneMustStartWithFive");
    expect(issue("51234")).toBe("identity.phoneTooShort");
    expect(issue("5123456789")).toBe("identity.phoneTooLong");
    expect(issue("")).toBe("identity.phoneRequired");
    expect(saudiPhone.parse("966512345678")).toBe("966512345678");
  });

  it("keeps only the 9 national digits in the phone box as it is typed or pasted", () => {
    expect(phoneInput("5")).toBe("5");
    expect(phoneInput("0")).toBe("");
    expect(phoneInput("05")).toBe("5");
    expect(phoneInput("+966 50 123 4567")).toBe("501234567");
    expect(phoneInput("00966501234567")).toBe("501234567");
    expect(phoneInput("966501234567")).toBe("501234567");
    expect(phoneInput("٠٥٠١٢٣٤٥٦٧")).toBe("501234567");
    expect(phoneInput("۵۰۱۲۳۴۵۶۷")).toBe("501234567");
    expect(phoneInput("50-123-4567 ext")).toBe("501234567");
    // Never more than 9 digits: the spec's maximum.
    expect(phoneInput("5012345678999")).toBe("501234567");
    // While typing 966… the prefix stays until more than 9 digits say it was a prefix.
    expect(phoneInput("966")).toBe("966");
    expect(phoneInput("9665012345")).toBe("5012345");
  });

  it("names the first broken rule of a national number: start with 5, then length", () => {
    expect(phoneProblem("412345678")).toBe("identity.phoneMustStartWithFive");
    expect(phoneProblem("51234567")).toBe("identity.phoneTooShort");
    expect(phoneProblem("5123456789")).toBe("identity.phoneTooLong");
    expect(phoneProblem("512345678")).toBeNull();
    expect(nationalDigits("0 5 1 2")).toBe("512");
  });

  it("accepts a 4-digit code only", () => {
    expect(otpCode.parse(" 1 2 3 4 ")).toBe("1234");
    expect(otpCode.safeParse("123").error?.issues[0]?.message).toBe("identity.codeFourDigits");
    expect(otpCode.safeParse("12345").success).toBe(false);
  });
});

describe("profile rules", () => {
  const valid = {
    name: "Sara",
    email: "sara@example.com",
    info: { birthDate: { day: 3, month: 11, year: 1998 }, country: 1, city: 102 },
  };

  it("checks real birth dates within 1900-2022", () => {
    expect(isRealDate(29, 2, 2020)).toBe(true);
    expect(isRealDate(29, 2, 2021)).toBe(false);
    const bad = (birthDate: object) =>
      profileSaveBody.safeParse({ ...valid, info: { ...valid.info, birthDate } }).error?.issues[0]
        ?.message;
    expect(bad({ day: 31, month: 2, year: 2000 })).toBe("identity.birthDateInvalid");
    expect(bad({ day: 1, month: 13, year: 2000 })).toBe("identity.birthDateInvalid");
    expect(bad({ day: 1, month: 1, year: 2023 })).toBe("identity.birthDateInvalid");
    expect(bad({ day: 1, month: 1, year: 1899 })).toBe("identity.birthDateInvalid");
  });

  it("defaults gender to male and size to XL, and takes country and city as ids or objects", () => {
    const parsed = profileSaveBody.parse({
      ...valid,
      info: { ...valid.info, country: { id: "1" }, city: "102" },
    });
    expect(parsed.info).toMatchObject({
      gender: "male",
      t_shirt_size: "XL",
      country: 1,
      city: 102,
    });
  });

  it("calls a profile complete only with every required field", () => {
    const full = { ...valid, info: { ...valid.info, gender: "female", t_shirt_size: "S" } };
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, email: "" })).toBe(false);
    expect(isProfileComplete({ ...full, info: { ...full.info, city: null } })).toBe(false);
    expect(isProfileComplete({ ...full, info: { ...full.info, birthDate: null } })).toBe(false);
    expect(isProfileComplete(null)).toBe(false);
  });
});
