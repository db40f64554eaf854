import type { FastifyInstance } from "fastify";
import { call } from "./app";
import { solveBotCheck } from "./bot-check";
import { b64, makePdf } from "./files";
import { freshIp } from "./identity";

/** A complete, valid job application (a real PDF as CV); `overrides` replaces fields. */
export const jobApplication = (overrides: Record<string, unknown> = {}) => ({
  job_id: 1,
  fullname: "Sara Al-Harbi",
  email: "sara@example.com",
  phone: "0501234567",
  document_base64: { ext: "pdf", file: b64(makePdf()) },
  details: {
    gender: "female",
    nationality: "Saudi",
    address: "Riyadh, Al Olaya",
    education_level: "bachelor",
    experience_years: 4,
    expected_salary: 12000,
    specialist_in: "Digital marketing",
  },
  ...overrides,
});

/** A complete, valid application to join club sport 27. */
export const sportApplication = (overrides: Record<string, unknown> = {}) => ({
  category_id: 27,
  full_name: "Yousef Al-Qahtani",
  phone: "966501234567",
  birthdate: "2008-03-07",
  practice: false,
  level: "beginner",
  ...overrides,
});

/** Submits a public form as the browser does: solved bot check, its own client address. */
export async function submitForm(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  opts: { lang?: "ar" | "en" | "es"; token?: string } = {},
) {
  return call(
    app,
    path,
    { ...body, "g-recaptcha-response": await solveBotCheck(app) },
    { lang: opts.lang ?? "en", ip: freshIp(), token: opts.token },
  );
}
