import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../src/shared/platform/uploads";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { runJobs } from "../helpers/staff";
import { jobApplication } from "../helpers/forms";
import {
  b64,
  executableBytes,
  makeDoc,
  makeDocx,
  makePdf,
  makePng,
  makeXlsx,
} from "../helpers/files";

const ctx = useTestApp({
  rateLimitMax: 10_000,
  formRateLimit: 1000,
  formRateLimitPerForm: 1000,
  formRateLimitPerSender: 1000,
});

let ipSeq = 0;
const nextIp = () => `10.6.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const application = jobApplication;

async function apply(body: Record<string, unknown>, lang: "ar" | "en" = "en") {
  const token = await solveBotCheck(ctx.app);
  return call(
    ctx.app,
    "/website/jobs/applications/create",
    { ...body, "g-recaptcha-response": token },
    { lang, ip: nextIp() },
  );
}

async function mails(): Promise<Array<{ to: string; subject: string; text: string }>> {
  // The department e-mail is a queued job (ADR 0044): run what is due first.
  await runJobs(ctx.app);
  const file = path.join(ctx.env.dataDir, "outbox", "mail.jsonl");
  if (!existsSync(file)) return [];
  return (await readFile(file, "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
}

async function storedApplication(reference: string) {
  const { rows } = await ctx.pool.query("SELECT * FROM job_applications WHERE reference = $1", [
    reference,
  ]);
  return rows[0];
}

describe("jobs list and show", () => {
  it("lists published jobs paged, open ones first, in the request's language", async () => {
    const res = await call(ctx.app, "/website/jobs", { page: 1 }, { lang: "en" });
    expect(res.status).toBe(200);
    const r = res.body.results;
    expect(r).toMatchObject({ current_page: 1, per_page: 6, total: 7, last_page: 2 });
    expect(r.data[0]).toMatchObject({
      id: 1,
      title: "Digital marketing specialist",
      type: "full_time",
      status: true,
    });
    expect(r.data.map((j: { status: boolean }) => j.status)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    const page2 = await call(ctx.app, "/website/jobs", { page: 2 }, { lang: "en" });
    expect(page2.body.results.data.map((j: { id: number }) => j.id)).toEqual([7]);
  });

  it("searches by keywords in any language and filters by status", async () => {
    const en = await call(ctx.app, "/website/jobs", { keywords: "coach" }, { lang: "en" });
    expect(en.body.results.data.map((j: { id: number }) => j.id)).toEqual([2]);
    const ar = await call(ctx.app, "/website/jobs", { keywords: "محاسب" }, { lang: "ar" });
    expect(ar.body.results.data.map((j: { title: string }) => j.title)).toEqual(["محاسب"]);
    const closed = await call(ctx.app, "/website/jobs", { status: 0 }, { lang: "en" });
    expect(closed.body.results.data.map((j: { id: number }) => j.id).sort()).toEqual([6, 7]);
    const none = await call(ctx.app, "/website/jobs", { keywords: "100%_" });
    expect(none.body.results).toMatchObject({ data: [], total: 0 });
  });

  it("shows one job, open or closed, and 404 for an unknown one", async () => {
    const closed = await call(ctx.app, "/website/jobs/show/6", {}, { lang: "es" });
    expect(closed.body.results).toMatchObject({
      id: 6,
      title: "Responsable de entradas",
      status: false,
    });
    expect((await call(ctx.app, "/website/jobs/show/999")).status).toBe(404);
  });
});

describe("job application", () => {
  it("accepts a PDF CV, stores it under a generated name outside the public folder and e-mails HR a reference only", async () => {
    const pdf = makePdf();
    const res = await apply(application({ document_base64: { ext: "pdf", file: b64(pdf) } }));
    expect(res.status).toBe(200);
    const reference = res.body.results.reference as string;
    expect(reference).toMatch(/^JOB-[2-9A-Z]{8}$/);
    expect(res.body.results.message).toContain("application has been sent");

    await runJobs(ctx.app);
    const row = await storedApplication(reference);
    expect(row).toMatchObject({
      job_id: 1,
      fullname: "Sara Al-Harbi",
      cv_type: "pdf",
      cv_size: pdf.length,
    });
    expect(row.cv_file).toMatch(/^careers\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const stored = path.join(ctx.env.dataDir, "uploads", row.cv_file);
    expect(readFileSync(stored).equals(pdf)).toBe(true);
    expect(stored.startsWith(path.join(process.cwd(), "public"))).toBe(false);
    expect(row.notified_at).not.toBeNull();

    const mail = (await mails()).find((m) => m.subject.includes(reference))!;
    expect(mail.to).toBe("hr@alnoor-club.example");
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain("Sara Al-Harbi");
    // The job named with its number, and the CV by its stored name and size.
    expect(mail.text).toContain("(#1)");
    expect(mail.text).toMatch(/PDF, \d+ KB/);
    expect(mail.text).toContain(`(${row.cv_file})`);
    expect(mail.text).not.toContain(b64(pdf).slice(0, 40));
    expect(mail.text.length).toBeLessThan(3000);
  });

  it("accepts a real DOCX (the original 'ocx' check is not copied) and a Word 97 DOC", async () => {
    const docx = await apply(
      application({ document_base64: { ext: "docx", file: b64(makeDocx()) } }),
    );
    expect(docx.status).toBe(200);
    expect((await storedApplication(docx.body.results.reference)).cv_type).toBe("docx");
    const doc = await apply(application({ document_base64: { ext: "doc", file: b64(makeDoc()) } }));
    expect(doc.status).toBe(200);
    expect((await storedApplication(doc.body.results.reference)).cv_type).toBe("doc");
  });

  it("accepts a data-URL CV and an optional photo checked as an image", async () => {
    const res = await apply(
      application({
        document_base64: { ext: "pdf", file: `data:application/pdf;base64,${b64(makePdf())}` },
        avatar_base64: { ext: "png", file: b64(makePng()) },
      }),
    );
    expect(res.status).toBe(200);
    expect(await storedApplication(res.body.results.reference)).toMatchObject({
      photo_type: "png",
    });
  });

  it("refuses a renamed executable, a spreadsheet and a PDF as photo with 'unsupported file format'", async () => {
    const exe = await apply(
      application({ document_base64: { ext: "pdf", file: b64(executableBytes()) } }),
    );
    expect(exe.status).toBe(422);
    expect(exe.body.results.code).toBe("unsupported_file_format");
    expect(exe.body.results.message).toBe("Unsupported file format (PDF, DOC, DOCX)");
    expect(exe.body.results.errors.document_base64).toEqual([
      "Unsupported file format (PDF, DOC, DOCX)",
    ]);
    const xlsx = await apply(
      application({ document_base64: { ext: "docx", file: b64(makeXlsx()) } }),
    );
    expect(xlsx.body.results.code).toBe("unsupported_file_format");
    const photo = await apply(application({ avatar_base64: { ext: "jpg", file: b64(makePdf()) } }));
    expect(photo.body.results.errors.avatar_base64).toEqual([
      "Unsupported image format (JPEG, PNG, WebP)",
    ]);
  });

  it("accepts exactly 5 MB and refuses 5 MB + 1 byte after decoding", async () => {
    const atLimit = await apply(
      application({ document_base64: { ext: "pdf", file: b64(makePdf(MAX_UPLOAD_BYTES)) } }),
    );
    expect(atLimit.status).toBe(200);
    const over = await apply(
      application({ document_base64: { ext: "pdf", file: b64(makePdf(MAX_UPLOAD_BYTES + 1)) } }),
      "ar",
    );
    expect(over.status).toBe(422);
    expect(over.body.results.code).toBe("file_too_large");
    expect(over.body.results.message).toBe("حجم الملف أكبر من 5 ميجابايت");
  });

  it("refuses a body far over the upload limit with 413", async () => {
    const res = await call(
      ctx.app,
      "/website/jobs/applications/create",
      application({ filler: "x".repeat(16 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
  });

  it("gives each missing field its own message, and checks e-mail and phone", async () => {
    const res = await apply({ job_id: 1, details: {} }, "en");
    expect(res.status).toBe(422);
    const e = res.body.results.errors;
    expect(e).toMatchObject({
      fullname: ["Please enter your name"],
      email: ["Please enter your e-mail address"],
      phone: ["Please enter your phone number"],
      document_base64: ["Please attach your CV"],
      "details.gender": ["Please choose your gender"],
      "details.nationality": ["Please enter your nationality"],
      "details.address": ["Please enter your address"],
      "details.education_level": ["Please choose your education level"],
      "details.experience_years": ["Please enter your years of experience"],
      "details.expected_salary": ["Please enter your expected salary"],
      "details.specialist_in": ["Please enter your specialisation"],
    });
    const bad = await apply(application({ email: "sara@", phone: "12345678" }));
    expect(bad.body.results.errors).toEqual({
      email: ["Invalid email address"],
      phone: ["Incorrect phone number"],
    });
    const long = await apply(application({ phone: "12345678901234" }));
    expect(long.body.results.errors.phone).toEqual(["Incorrect phone number"]);
    expect((await apply(application({ phone: "123456789" }))).status).toBe(200);
  });

  it("refuses an application to a closed job and to an unknown one", async () => {
    const closed = await apply(application({ job_id: 6 }));
    expect(closed.status).toBe(422);
    expect(closed.body.results).toMatchObject({
      code: "job_closed",
      message: "This job is closed and no longer accepts applications",
    });
    const missing = await apply(application({ job_id: 999 }));
    expect(missing.status).toBe(404);
    expect(missing.body.results.code).toBe("job_not_found");
  });

  it("requires the bot check", async () => {
    const res = await call(ctx.app, "/website/jobs/applications/create", application(), {
      ip: nextIp(),
    });
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("bot_check_failed");
  });
});
