import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { riyadhToday } from "../../src/shared/platform/form-fields";
import { useTestApp } from "../helpers/app";
import {
  b64,
  executableWithPdfAt208,
  htmlWithPdfComment,
  makeDocx,
  makePdf,
  makePdfWithXrefStream,
  makePng,
} from "../helpers/files";
import { jobApplication, sportApplication, submitForm } from "../helpers/forms";

const ctx = useTestApp({
  rateLimitMax: 100_000,
  formRateLimit: 100_000,
  formRateLimitPerForm: 100_000,
  formRateLimitPerSender: 100_000,
});

const send = (pathName: string, body: Record<string, unknown>, lang: "ar" | "en" = "en") =>
  submitForm(ctx.app, pathName, body, { lang });
const application = jobApplication;

/** A JPEG carrying EXIF text, as a phone camera writes location and device. */
const photoWithExif = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a6" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "GPS 24.7136N 46.6753E", Make: "PhoneCam" } } })
    .toBuffer();

const stored = (file: string) => readFile(path.join(ctx.env.dataDir, "uploads", file));
const countApplications = async () =>
  (await ctx.pool.query("SELECT count(*)::int AS n FROM job_applications")).rows[0].n as number;

describe("CV type checks (polyglots were accepted as PDF)", () => {
  it("refuses a Windows executable with %PDF-1.4 at byte 208", async () => {
    const before = await countApplications();
    const res = await send(
      "/website/jobs/applications/create",
      application({ document_base64: { ext: "pdf", file: b64(executableWithPdfAt208()) } }),
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("unsupported_file_format");
    expect(res.body.results.errors.document_base64).toEqual([
      "Unsupported file format (PDF, DOC, DOCX)",
    ]);
    expect(await countApplications()).toBe(before);
  });

  it("refuses an HTML page containing <!-- %PDF-1.4 -->", async () => {
    const res = await send(
      "/website/jobs/applications/create",
      application({ document_base64: { ext: "pdf", file: b64(htmlWithPdfComment()) } }),
      "ar",
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("unsupported_file_format");
  });

  it("refuses a truncated PDF and a DOCX with macros with a clear message", async () => {
    const pdf = makePdf();
    const cut = await send(
      "/website/jobs/applications/create",
      application({ document_base64: { ext: "pdf", file: b64(pdf.subarray(0, 120)) } }),
    );
    expect(cut.status).toBe(422);
    expect(cut.body.results.code).toBe("document_invalid");
    expect(cut.body.results.errors.document_base64[0]).toContain("macros or programs");
    const macro = await send(
      "/website/jobs/applications/create",
      application({
        document_base64: {
          ext: "docx",
          file: b64(makeDocx("cv", [{ name: "word/vbaProject.bin", data: Buffer.alloc(99, 1) }])),
        },
      }),
    );
    expect(macro.body.results.code).toBe("document_invalid");
  });

  it("accepts real documents: a PDF with an xref table, one with an xref stream, a DOCX", async () => {
    for (const [ext, file] of [
      ["pdf", makePdf()],
      ["pdf", makePdfWithXrefStream()],
      ["docx", makeDocx()],
    ] as const) {
      const res = await send(
        "/website/jobs/applications/create",
        application({ document_base64: { ext, file: b64(file) } }),
      );
      expect(res.status).toBe(200);
    }
  });
});

describe("photos are decoded and re-encoded, metadata stripped (they were stored as sent)", () => {
  it("the CV photo", async () => {
    const photo = await photoWithExif();
    const res = await send(
      "/website/jobs/applications/create",
      application({ avatar_base64: { ext: "jpg", file: b64(photo) } }),
    );
    expect(res.status).toBe(200);
    const { rows } = await ctx.pool.query(
      "SELECT photo_file, photo_type FROM job_applications WHERE reference = $1",
      [res.body.results.reference],
    );
    expect(rows[0].photo_type).toBe("jpeg");
    const bytes = await stored(rows[0].photo_file);
    expect(bytes.equals(photo)).toBe(false);
    expect(bytes.includes("GPS 24.7136N")).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  it("the sport join photo", async () => {
    const res = await send(
      "/website/teams/categories/join",
      sportApplication({ image_base64: { ext: "jpg", file: b64(await photoWithExif()) } }),
    );
    expect(res.status).toBe(200);
    const { rows } = await ctx.pool.query(
      "SELECT photo_file FROM sport_join_applications ORDER BY id DESC LIMIT 1",
    );
    const bytes = await stored(rows[0].photo_file);
    expect(bytes.includes("PhoneCam")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it("complaint evidence images (documents are kept as sent)", async () => {
    const [y, m, d] = riyadhToday().split("-").map(Number);
    const when = new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
    const pdf = makePdf();
    const res = await send("/website/complaints/create", {
      sender: { name: "Fahad", phone: "0509998877", email: "fahad@example.com", relation: "fan" },
      violator: { name: "Steward", role: "Staff" },
      witness: { name: "Omar", phone: "0501112222" },
      what_happened: "Fans were refused entry.",
      who: "Gate staff",
      when,
      where: "Gate 4",
      evidence: [
        { ext: "jpg", file: b64(await photoWithExif()) },
        { ext: "pdf", file: b64(pdf) },
      ],
    });
    expect(res.status).toBe(200);
    const { rows } = await ctx.pool.query(
      "SELECT evidence FROM complaints ORDER BY id DESC LIMIT 1",
    );
    const [image, doc] = rows[0].evidence;
    const bytes = await stored(image.file);
    expect(image.size).toBe(bytes.length);
    expect(bytes.includes("GPS 24.7136N")).toBe(false);
    expect((await stored(doc.file)).equals(pdf)).toBe(true);
  });

  it("refuses a picture that does not decode with a localized 422, and stores nothing", async () => {
    const png = makePng();
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 9)]);
    const before = (await ctx.pool.query("SELECT count(*)::int AS n FROM sport_join_applications"))
      .rows[0].n;
    const res = await send(
      "/website/teams/categories/join",
      sportApplication({ image_base64: { ext: "png", file: b64(broken) } }),
      "ar",
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("image_invalid");
    expect(res.body.results.errors.image_base64).toEqual([
      "تعذّرت قراءة هذه الصورة. يرجى اختيار صورة أخرى بصيغة JPEG أو PNG أو WebP.",
    ]);
    const after = (await ctx.pool.query("SELECT count(*)::int AS n FROM sport_join_applications"))
      .rows[0].n;
    expect(after).toBe(before);
  });
});
