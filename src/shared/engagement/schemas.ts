import { z } from "zod";
import { stripBidiControls } from "../platform/text";
import { idField as dbId, pageField, limitField } from "../platform/common";
import { asciiDigits, normalizePhone, otpCode } from "../platform/phone";

/** Goal input: at most 2 digits (spec section 9: maxlength 2). */
export const GOALS_MAX_DIGITS = 2;
/** Survey rating scale (spec section 5). */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const SURVEY_TEXT_MAX = 2000;
export const SURVEY_QUESTION_TYPES = ["single", "multiple", "rating", "text"] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];
/** Milliseconds the prediction form keeps its data after a success (spec section 9). */
export const PREDICTION_CLEAR_MS = 3000;

const botToken = z.string().max(20_000).optional();

/** A score as typed or sent: digits only (Arabic-Indic accepted), at most two of them. */
const goals = (
  requiredKey: "engagement.teamGoalsRequired" | "engagement.competitorGoalsRequired",
) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || String(value).trim() === "") {
      ctx.issues.push({ code: "custom", message: requiredKey, input: value });
      return z.NEVER;
    }
    if (typeof value !== "string" && typeof value !== "number") {
      ctx.issues.push({ code: "custom", message: "engagement.goalsInvalid", input: value });
      return z.NEVER;
    }
    const text = asciiDigits(String(value).trim());
    if (!/^\d+$/.test(text)) {
      ctx.issues.push({ code: "custom", message: "engagement.goalsInvalid", input: value });
      return z.NEVER;
    }
    if (text.replace(/^0+(?=\d)/, "").length > GOALS_MAX_DIGITS) {
      ctx.issues.push({ code: "custom", message: "engagement.tooManyGoals", input: value });
      return z.NEVER;
    }
    return Number(text);
  });

/** Full name: required, at least two words ('Please enter at least your second name'). */
export const predictionFullName = z
  .string({ error: "engagement.nameRequired" })
  .transform((value, ctx) => {
    const name = stripBidiControls(value).trim().replace(/\s+/g, " ");
    const problem =
      name === ""
        ? "engagement.nameRequired"
        : name.length > 100
          ? "engagement.nameTooLong"
          : name.split(" ").length < 2
            ? "engagement.secondNameRequired"
            : null;
    if (problem) {
      ctx.issues.push({ code: "custom", message: problem, input: value });
      return z.NEVER;
    }
    return name;
  });

/**
 * The prediction phone (spec section 5): required, at most 20 characters, and a Saudi mobile
 * number the SMS can reach; otherwise 'Please type your mobile number correctly'. Parsed as 966XXXXXXXXX.
 */
export const predictionPhone = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || String(value).trim() === "") {
    ctx.issues.push({ code: "custom", message: "engagement.phoneRequired", input: value });
    return z.NEVER;
  }
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const phone = text.length <= 20 ? normalizePhone(text) : null;
  if (!phone) {
    ctx.issues.push({ code: "custom", message: "engagement.phoneInvalid", input: value });
    return z.NEVER;
  }
  return phone;
});

/** /website/matches/expect: the prediction payload of spec section 3 (plus the bot-check token). */
export const predictionBody = z.object({
  match_id: dbId,
  team_goals: goals("engagement.teamGoalsRequired"),
  competitor_team_goals: goals("engagement.competitorGoalsRequired"),
  fullName: predictionFullName,
  phone: predictionPhone,
  "g-recaptcha-response": botToken,
});
export type PredictionInput = z.output<typeof predictionBody>;

/** /website/matches/expect/results: the same payload and the 4-digit SMS code. */
export const predictionConfirmBody = predictionBody
  .omit({ "g-recaptcha-response": true })
  .extend({ code: otpCode });

// ---- Surveys ----

/** Query of /website/surveys (spec: query page and limit). */
export const surveysQuery = z.object({ page: pageField, limit: limitField });

const password = z.string().max(200).optional();

/** Body of /website/surveys: key filter, passwords per survey id, every language, and `with` relations. */
export const surveysBody = z
  .object({
    key: z.string().max(60).optional(),
    passwords: z.record(z.string(), z.string().max(200)).optional(),
    all_locale: z.coerce.boolean().optional(),
    with: z
      .array(z.enum(["questions"]))
      .max(5)
      .optional(),
  })
  .optional();

export const surveyViewBody = z
  .object({
    key: z.string().max(60).optional(),
    password,
    all_locale: z.coerce.boolean().optional(),
  })
  .optional();

/** One answer: the chosen option(s), the rating or the text, by question type. */
export const surveyAnswerItem = z.object({
  question_id: dbId,
  option_ids: z.array(dbId).max(50).optional(),
  rating: z.coerce
    .number()
    .int()
    .min(RATING_MIN, "engagement.ratingRange")
    .max(RATING_MAX, "engagement.ratingRange")
    .optional(),
  text: z.string().max(SURVEY_TEXT_MAX, "engagement.textTooLong").optional(),
});
export type SurveyAnswerItem = z.output<typeof surveyAnswerItem>;

/** /website/surveys/answer (spec: survey_id, answers, password only if present, ip, agent). */
export const surveyAnswerBody = z.object({
  survey_id: dbId,
  answers: z.array(surveyAnswerItem, { error: "engagement.answersRequired" }).max(200),
  password,
  // Accepted for the spec's payload; the server neither trusts nor stores a client-sent address.
  ip: z.string().max(100).optional(),
  agent: z.string().max(1000).optional(),
  "g-recaptcha-response": botToken,
});
export type SurveyAnswerBody = z.output<typeof surveyAnswerBody>;

/**
 * The start screen's body of /website/surveys/view: the survey's key, and its password where the
 * survey asks for one (engagement.passwordRequired while empty).
 */
export const surveyOpenBody = (passwordRequired: boolean) =>
  z.object({
    key: z.string().max(60).optional(),
    password: passwordRequired
      ? z.string().min(1, "engagement.passwordRequired").max(200)
      : password,
  });

/** A question as the answer form knows it. */
type AnswerableQuestion = { id: number; type: SurveyQuestionType; required: boolean };

/** True when the item answers a question of this type (options chosen, a rating, text). */
export function answersQuestion(
  type: SurveyQuestionType,
  item: Pick<SurveyAnswerItem, "option_ids" | "rating" | "text"> | undefined,
) {
  if (!item) return false;
  if (type === "single" || type === "multiple") return (item.option_ids?.length ?? 0) > 0;
  if (type === "rating") return typeof item.rating === "number";
  return (item.text ?? "").trim() !== "";
}

/**
 * The answer body of one survey, built from its questions: `surveyAnswerBody` plus an answer for
 * every required question, on `answers.<question id>` (engagement.answerTextRequired for a text
 * question, engagement.answerRequired otherwise), the rule the server applies too.
 */
export const surveyAnswerBodyFor = (questions: AnswerableQuestion[]) =>
  surveyAnswerBody.superRefine((body, ctx) => {
    for (const q of questions) {
      if (!q.required) continue;
      if (
        answersQuestion(
          q.type,
          body.answers.find((a) => a.question_id === q.id),
        )
      )
        continue;
      ctx.addIssue({
        code: "custom",
        path: ["answers", q.id],
        message: q.type === "text" ? "engagement.answerTextRequired" : "engagement.answerRequired",
      });
    }
  });
