import { describe, expect, it } from "vitest";
import {
  answersQuestion,
  surveyAnswerBodyFor,
  surveyOpenBody,
} from "../../src/shared/engagement/schemas";

const questions = [
  { id: 11, type: "single" as const, required: true },
  { id: 12, type: "multiple" as const, required: false },
  { id: 13, type: "rating" as const, required: true },
  { id: 14, type: "text" as const, required: true },
];

const issues = (body: unknown) => {
  const parsed = surveyAnswerBodyFor(questions).safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("survey answer schema from the questions", () => {
  it("asks for every required answer on answers.<question id>, text in its own words", () => {
    expect(issues({ survey_id: 1, answers: [] })).toEqual({
      "answers.11": "engagement.answerRequired",
      "answers.13": "engagement.answerRequired",
      "answers.14": "engagement.answerTextRequired",
    });
    expect(
      issues({
        survey_id: 1,
        answers: [
          { question_id: 11, option_ids: [] },
          { question_id: 13, rating: 8 },
          { question_id: 14, text: "   " },
        ],
      }),
    ).toEqual({
      "answers.11": "engagement.answerRequired",
      "answers.14": "engagement.answerTextRequired",
    });
  });

  it("accepts the answers when every required question has one", () => {
    expect(
      issues({
        survey_id: 1,
        answers: [
          { question_id: 11, option_ids: [3] },
          { question_id: 13, rating: 1 },
          { question_id: 14, text: "More parking" },
        ],
      }),
    ).toEqual({});
  });

  it("knows an answer of each kind", () => {
    expect(answersQuestion("multiple", { option_ids: [1, 2] })).toBe(true);
    expect(answersQuestion("rating", {})).toBe(false);
    expect(answersQuestion("text", undefined)).toBe(false);
  });

  it("needs the password on the start screen only where the survey asks for one", () => {
    expect(
      surveyOpenBody(true).safeParse({ key: "k", password: "" }).error?.issues[0]?.message,
    ).toBe("engagement.passwordRequired");
    expect(surveyOpenBody(false).safeParse({ key: "k" }).success).toBe(true);
  });
});
