import { z } from "zod";
import { botToken, checkedText, isCalendarDate, yesNo } from "../platform/form-fields";
import { base64File } from "../platform/uploads";

export const LEVELS = ["beginner", "advanced", "professional"] as const;
export const COMPETITION_TYPES = ["official", "friendly"] as const;
export const PREFERRED_LEGS = ["right", "left", "both"] as const;
export const POSITIONS = ["goalkeeper", "defender", "midfielder", "forward"] as const;
/** The sport whose form also asks for the preferred leg and position (spec section 9). */
export const FOOTBALL_SPORT_ID = 26;
export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_YEAR_MAX = 2022;

/** A birth date as the form sends it: zero-padded YYYY-MM-DD, day 1-31, month 1-12, year 1900-2022. */
export const birthdate = checkedText("submissions.birthDateRequired", [
  [
    (v) => {
      if (!isCalendarDate(v)) return false;
      const year = Number(v.slice(0, 4));
      return year >= BIRTH_YEAR_MIN && year <= BIRTH_YEAR_MAX;
    },
    "submissions.birthDateInvalid",
  ],
]);

/** Builds the zero-padded YYYY-MM-DD the API expects from the form's three boxes. */
export function composeBirthdate(parts: {
  year: string | number;
  month: string | number;
  day: string | number;
}): string {
  const pad = (v: string | number, n: number) => String(v).trim().padStart(n, "0");
  if (
    String(parts.year).trim() === "" ||
    String(parts.month).trim() === "" ||
    String(parts.day).trim() === ""
  )
    return "";
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** The sport join application (spec sections 3 and 5). */
export const sportJoinBody = z
  .object({
    category_id: z.coerce
      .number({ error: "submissions.sportRequired" })
      .int("submissions.sportRequired")
      .positive("submissions.sportRequired"),
    full_name: checkedText(
      "submissions.nameRequired",
      [
        [(v) => v.length >= 5, "submissions.nameTooShort"],
        [(v) => v.length <= 120, "submissions.tooLong"],
      ],
      { name: true },
    ),
    phone: checkedText("submissions.phoneRequired", [
      [(v) => /^9665\d{8}$/.test(v), "submissions.phoneIncorrect"],
    ]),
    birthdate,
    /** "Have you joined a club or academy in this sport?" */
    practice: yesNo("submissions.joinedRequired"),
    practice_years: z.preprocess(
      (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
      z
        .number()
        .int("submissions.practiceYearsRequired")
        .min(0, "submissions.practiceYearsRequired")
        .max(80, "submissions.practiceYearsRequired")
        .optional(),
    ),
    practice_place: z.string().trim().max(160, "submissions.tooLong").optional(),
    /** "Have you played competitions?" (left out when not answered). */
    competition: yesNo("submissions.playedRequired").optional(),
    competition_type: z
      .enum(COMPETITION_TYPES, { error: "submissions.competitionTypeRequired" })
      .optional(),
    level: z.enum(LEVELS, { error: "submissions.levelRequired" }),
    image_base64: base64File("submissions.photoRequired").nullish(),
    info: z
      .object({
        preferred_leg: z
          .enum(PREFERRED_LEGS, { error: "submissions.preferredLegRequired" })
          .optional(),
        preferred_position: z
          .enum(POSITIONS, { error: "submissions.preferredPositionRequired" })
          .optional(),
      })
      .optional()
      .default({}),
    "g-recaptcha-response": botToken,
  })
  // Conditional rules run even when other fields failed, so the form shows every message at once.
  .superRefine(
    (v, ctx) => {
      const value = v as Partial<typeof v>;
      if (value.competition !== undefined && !value.competition_type) {
        ctx.addIssue({
          code: "custom",
          path: ["competition_type"],
          message: "submissions.competitionTypeRequired",
        });
      }
      if (value.practice === true) {
        if (value.practice_years === undefined) {
          ctx.addIssue({
            code: "custom",
            path: ["practice_years"],
            message: "submissions.practiceYearsRequired",
          });
        }
        if (!value.practice_place) {
          ctx.addIssue({
            code: "custom",
            path: ["practice_place"],
            message: "submissions.practicePlaceRequired",
          });
        }
      }
      if (Number(value.category_id) === FOOTBALL_SPORT_ID) {
        if (!value.info?.preferred_leg) {
          ctx.addIssue({
            code: "custom",
            path: ["info", "preferred_leg"],
            message: "submissions.preferredLegRequired",
          });
        }
        if (!value.info?.preferred_position) {
          ctx.addIssue({
            code: "custom",
            path: ["info", "preferred_position"],
            message: "submissions.preferredPositionRequired",
          });
        }
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

export type SportJoinInput = z.input<typeof sportJoinBody>;
