import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { riyadhToday } from "../../src/shared/platform/form-fields";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { runJobs } from "../helpers/staff";
import { b64, executableBytes, makeDocx, makePdf, makePng } from "../helpers/files";

// The form limits have their own tests (form-limits.test.ts): here many sends share a sender.
const ctx = useTestApp({
  rateLimitMax: 10_000,
  formRateLimit: 10_000,
  formRateLimitPerForm: 10_000,
  formRateLimitPerSender: 10_000,
});

let ipSeq = 0;
const nextIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function send(
  pathName: string,
  body: Record<string, unknown>,
  opts: { lang?: "ar" | "en" | "es"; ip?: string } = {},
) {
  const token = await solveBotCheck(ctx.app);
  return call(
    ctx.app,
    pathName,
    { ...body, "g-recaptcha-response": token },
    { lang: opts.lang ?? "en", ip: opts.ip ?? nextIp() },
  );
}

async function mails(): Promise<
  Array<{ to: string; subject: string; text: string; replyTo?: string }>
> {
  // The department e-mail is a queued job (ADR 0044): run what is due first.
  await runJobs(ctx.app);
  const file = path.join(ctx.env.dataDir, "outbox", "mail.jsonl");
  if (!existsSync(file)) return [];
  return (await readFile(file, "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
}

const shiftDays = (days: number) => {
  const [y, m, d] = riyadhToday().split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Khalid",
  email: "khalid@example.com",
  phone: "0551112233",
  subject: "0551112233",
  message: "When does the stadium tour open?",
  details: { department: 2 },
  terms: true,
  ...overrides,
});

describe("contact us", () => {
  it("stores the message and e-mails the chosen department with the sender as reply-to", async () => {
    const res = await send("/website/contactus/create", contact());
    expect(res.body.results.errors).toBeUndefined();
    expect(res.status).toBe(200);
    const reference = res.body.results.reference;
    expect(reference).toMatch(/^MSG-/);
    const { rows } = await ctx.pool.query("SELECT * FROM contact_messages WHERE reference = $1", [
      reference,
    ]);
    expect(rows[0]).toMatchObject({
      department_id: 2,
      subject: "0551112233",
      message: "When does the stadium tour open?",
    });
    const mail = (await mails()).find((m) => m.subject.includes(reference))!;
    expect(mail).toMatchObject({
      to: "tickets@alnoor-club.example",
      replyTo: "khalid@example.com",
    });
  });

  it("asks for the department first, then name, e-mail and message, in the request's language", async () => {
    const res = await send("/website/contactus/create", { phone: "" }, { lang: "ar" });
    expect(res.status).toBe(422);
    expect(res.body.results.errors).toEqual({
      details: ["الرجاء اختيار القسم أولاً"],
      name: ["الرجاء إدخال الاسم"],
      email: ["الرجاء إدخال البريد الإلكتروني"],
      message: ["الرجاء كتابة الرسالة"],
    });
    expect(Object.keys(res.body.results.errors)[0]).toBe("details");
    const invalid = await send("/website/contactus/create", contact({ email: "not-an-email" }));
    expect(invalid.body.results.errors).toEqual({ email: ["Invalid email address"] });
    const unknown = await send(
      "/website/contactus/create",
      contact({ details: { department: 999 } }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.results.errors["details.department"]).toEqual([
      "Please choose a department first",
    ]);
  });

  it("requires the terms checkbox only while the settings enable it", async () => {
    const setTerms = (on: boolean) =>
      ctx.pool.query(
        "INSERT INTO settings (key, value) VALUES ('contact_terms_enabled', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
        [JSON.stringify(on)],
      );
    await setTerms(true);
    const refused = await send("/website/contactus/create", contact({ terms: undefined }));
    expect(refused.status).toBe(422);
    expect(refused.body.results).toMatchObject({
      code: "terms_required",
      errors: { terms: ["Please accept the terms to continue"] },
    });
    expect((await send("/website/contactus/create", contact({ terms: false }))).status).toBe(422);
    await setTerms(false);
    try {
      expect((await send("/website/contactus/create", contact({ terms: undefined }))).status).toBe(
        200,
      );
    } finally {
      await setTerms(true);
    }
  });
});

const complaint = (overrides: Record<string, unknown> = {}) => ({
  sender: { name: "Fahad", phone: "0509998877", email: "fahad@example.com", relation: "fan" },
  violator: { name: "Steward at gate 4", role: "Staff" },
  witness: { name: "Omar", phone: "0501112222" },
  what_happened: "Fans were refused entry with valid tickets.",
  who: "Gate staff",
  when: shiftDays(-2),
  where: "Gate 4",
  other_parties: "",
  other_details: "",
  ...overrides,
});

describe("complaints and violation reports", () => {
  it("stores the report with its evidence, e-mails compliance and returns a reference code", async () => {
    const pdf = makePdf();
    const res = await send(
      "/website/complaints/create",
      complaint({
        evidence: [
          { ext: "pdf", file: b64(pdf) },
          { ext: "png", file: b64(makePng()) },
          { ext: "docx", file: b64(makeDocx()) },
        ],
      }),
      { lang: "es" },
    );
    expect(res.status).toBe(200);
    const reference = res.body.results.reference;
    expect(reference).toMatch(/^CMP-[2-9A-Z]{8}$/);
    expect(res.body.results.message).toBe(
      `Hemos recibido tu denuncia. Tu código de referencia es ${reference}.`,
    );
    const { rows } = await ctx.pool.query("SELECT * FROM complaints WHERE reference = $1", [
      reference,
    ]);
    expect(rows[0].evidence.map((e: { type: string }) => e.type)).toEqual(["pdf", "png", "docx"]);
    expect(rows[0].sender).toMatchObject({ name: "Fahad", relation: "fan" });
    const mail = (await mails()).find((m) => m.subject.includes(reference))!;
    expect(mail.to).toBe("compliance@alnoor-club.example");
    expect(mail.replyTo).toBe("fahad@example.com");
    expect(mail.text).not.toContain(b64(pdf).slice(0, 40));
    // The answers in the order of the form, then each stored file named with its size.
    expect(mail.text).toContain("Fahad");
    expect(mail.text).toContain("Steward at gate 4");
    expect(mail.text).toContain("Fans were refused entry with valid tickets.");
    expect(mail.text.indexOf("Steward at gate 4")).toBeLessThan(mail.text.indexOf("Gate 4\n"));
    for (const e of rows[0].evidence as Array<{ file: string }>)
      expect(mail.text).toContain(e.file);
    expect(mail.text).toMatch(/PDF, \d+ KB \(/);
  });

  it("requires sender, violator and witness data and the incident fields", async () => {
    const res = await send("/website/complaints/create", {});
    expect(res.status).toBe(422);
    const keys = Object.keys(res.body.results.errors);
    expect(keys.slice(0, 3)).toEqual(["sender", "violator", "witness"]);
    expect(res.body.results.errors.sender).toEqual(["Please fill in the sender's details first"]);
    expect(keys).toEqual(expect.arrayContaining(["what_happened", "who", "when", "where"]));
    const partial = await send(
      "/website/complaints/create",
      complaint({ sender: { name: "", phone: "", email: "x", relation: "" } }),
    );
    expect(partial.body.results.errors).toMatchObject({
      "sender.name": ["Please enter the sender's name"],
      "sender.phone": ["Please enter your phone number"],
      "sender.email": ["Invalid email address"],
      "sender.relation": ["Please choose your relation to the club"],
    });
    const future = await send("/website/complaints/create", complaint({ when: shiftDays(3) }));
    expect(future.body.results.errors.when).toEqual(["The date cannot be in the future"]);
  });

  it("checks evidence by content and size, and writes nothing when one file is refused", async () => {
    const before = (await ctx.pool.query("SELECT count(*)::int AS n FROM complaints")).rows[0].n;
    const res = await send(
      "/website/complaints/create",
      complaint({
        evidence: [
          { ext: "pdf", file: b64(makePdf()) },
          { ext: "jpg", file: b64(executableBytes()) },
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("unsupported_file_format");
    expect(Object.keys(res.body.results.errors)).toEqual(["evidence.1"]);
    expect((await ctx.pool.query("SELECT count(*)::int AS n FROM complaints")).rows[0].n).toBe(
      before,
    );
    const tooMany = await send(
      "/website/complaints/create",
      complaint({ evidence: Array(4).fill({ file: b64(makePng()) }) }),
    );
    expect(tooMany.body.results.errors.evidence).toEqual(["You can attach up to 3 files"]);
  });
});

const visit = (overrides: Record<string, unknown> = {}) => ({
  visitor_type: "school",
  organization: "Riyadh Model School",
  visitors: 35,
  preferred_date: shiftDays(10),
  name: "Noura",
  phone: "0507654321",
  email: "noura@example.com",
  notes: "Grade 5 pupils",
  ...overrides,
});

describe("visit requests", () => {
  it("stores a request for today or later and e-mails the visits team", async () => {
    const res = await send("/website/visits/create", visit());
    expect(res.status).toBe(200);
    const reference = res.body.results.reference;
    expect(reference).toMatch(/^VIS-/);
    const mail = (await mails()).find((m) => m.subject.includes(reference))!;
    expect(mail.to).toBe("visits@alnoor-club.example");
    expect(
      (await send("/website/visits/create", visit({ preferred_date: riyadhToday() }))).status,
    ).toBe(200);
  });

  it("refuses a past date, an impossible date, a bad count and missing fields", async () => {
    const past = await send("/website/visits/create", visit({ preferred_date: shiftDays(-1) }));
    expect(past.status).toBe(422);
    expect(past.body.results.errors).toEqual({
      preferred_date: ["The preferred date cannot be in the past"],
    });
    const impossible = await send(
      "/website/visits/create",
      visit({ preferred_date: "2031-02-30" }),
    );
    expect(impossible.body.results.errors.preferred_date).toEqual(["Please enter a valid date"]);
    const count = await send("/website/visits/create", visit({ visitors: 0 }));
    expect(count.body.results.errors.visitors).toEqual([
      "Please enter the number of visitors (1 to 200)",
    ]);
    const empty = await send("/website/visits/create", {});
    expect(Object.keys(empty.body.results.errors).sort()).toEqual(
      ["email", "name", "phone", "preferred_date", "visitor_type", "visitors"].sort(),
    );
  });
});
