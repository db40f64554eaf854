import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeBase64File } from "../../src/server/lib/files/decode";
import { reencodeImage } from "../../src/server/lib/files/images";
import {
  DOCX_MAX_UNCOMPRESSED_BYTES,
  isWholePdf,
  sniffFile,
} from "../../src/server/lib/files/sniff";
import {
  executableBytes,
  executableWithPdfAt208,
  htmlWithPdfComment,
  makeDoc,
  makeDocx,
  makePdf,
  makePdfWithXrefStream,
  makePng,
  makeXlsx,
  makeZip,
} from "../helpers/files";

const typeOf = async (buf: Buffer) => (await sniffFile(buf)).type;

describe("file type by content", () => {
  it("recognises PDF, DOC, DOCX and images whatever their names", async () => {
    expect(await sniffFile(makePdf())).toEqual({ type: "pdf", sound: true });
    expect(await sniffFile(makePdf(300_000))).toEqual({ type: "pdf", sound: true });
    expect(makePdf(300_000)).toHaveLength(300_000);
    expect(await sniffFile(makePdfWithXrefStream())).toEqual({ type: "pdf", sound: true });
    expect(await sniffFile(makeDoc())).toEqual({ type: "doc", sound: true });
    expect(await sniffFile(makeDocx())).toEqual({ type: "docx", sound: true });
    expect(await typeOf(makePng())).toBe("png");
    const jpeg = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#0a6" },
    })
      .jpeg()
      .toBuffer();
    expect(await typeOf(jpeg)).toBe("jpeg");
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0a6" } })
      .webp()
      .toBuffer();
    expect(await typeOf(webp)).toBe("webp");
  });

  it("refuses the polyglots: an executable with a PDF at byte 208, an HTML page with a PDF header in a comment", async () => {
    expect(await typeOf(executableWithPdfAt208())).toBeNull();
    expect(await typeOf(htmlWithPdfComment())).toBeNull();
  });

  it("refuses executables, other zips and OLE2 files that are not Word", async () => {
    expect(await typeOf(executableBytes())).toBeNull();
    expect(await typeOf(makeXlsx())).toBeNull();
    expect(await typeOf(makeZip([{ name: "word/document.xml", data: "<x/>" }]))).toBeNull();
    const notWord = makeDoc();
    notWord.write("Workbook\0\0\0\0", 512 * 2 + 128, "utf16le");
    expect(await typeOf(notWord)).toBeNull();
    expect(await typeOf(Buffer.from("hello world"))).toBeNull();
  });

  it("requires a PDF's trailer: startxref pointing at an xref table or stream, then %%EOF", async () => {
    const pdf = makePdf();
    expect(isWholePdf(pdf)).toBe(true);
    // Cut short (an interrupted download): no trailer.
    expect(await sniffFile(pdf.subarray(0, pdf.length - 40))).toEqual({
      type: "pdf",
      sound: false,
    });
    // A trailer whose offset points at nothing.
    const text = pdf.toString("latin1");
    const broken = text.replace(/startxref\n\d+/, "startxref\n12");
    expect(isWholePdf(Buffer.from(broken, "latin1"))).toBe(false);
    // No xref at all (only a trailer dictionary).
    expect(
      isWholePdf(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")),
    ).toBe(false);
  });

  it("refuses DOCX files with macros, ActiveX, OLE packages or programs, and zip bombs", async () => {
    const unsound = async (buf: Buffer) => expect((await sniffFile(buf)).sound).toBe(false);
    await unsound(makeDocx("cv", [{ name: "word/vbaProject.bin", data: Buffer.alloc(64, 1) }]));
    await unsound(makeDocx("cv", [{ name: "word/activeX/activeX1.xml", data: "<ax/>" }]));
    await unsound(
      makeDocx("cv", [{ name: "word/embeddings/oleObject1.bin", data: Buffer.alloc(64, 2) }]),
    );
    await unsound(makeDocx("cv", [{ name: "word/media/setup.exe", data: executableBytes() }]));
    await unsound(
      makeDocx("cv", [
        {
          name: "word/media/image1.png",
          data: "x",
          claimedSize: DOCX_MAX_UNCOMPRESSED_BYTES,
        },
      ]),
    );
    // A path that climbs out of the archive is not a part at all.
    await unsound(makeDocx("cv", [{ name: "../../evil.sh", data: "echo" }]));
    // Images and ordinary parts are fine.
    expect(
      (await sniffFile(makeDocx("cv", [{ name: "word/media/image1.png", data: makePng() }]))).sound,
    ).toBe(true);
  });
});

describe("photos are re-encoded", () => {
  it("keeps the picture and drops its metadata", async () => {
    const withExif = await sharp({
      create: { width: 16, height: 12, channels: 3, background: "#c00" },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-location-24.7136N" } } })
      .toBuffer();
    expect(withExif.includes("secret-location")).toBe(true);
    const clean = (await reencodeImage(withExif, "jpeg"))!;
    expect(clean.includes("secret-location")).toBe(false);
    const meta = await sharp(clean).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 16, height: 12 });
    expect(meta.exif).toBeUndefined();
  });

  it("refuses what does not decode, or decodes as another format", async () => {
    const png = makePng();
    expect(await reencodeImage(png, "png")).not.toBeNull();
    expect(
      await reencodeImage(Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)]), "png"),
    ).toBeNull();
    expect(await reencodeImage(png, "jpeg")).toBeNull();
  });
});

describe("base64 decoding", () => {
  it("decodes raw base64 and data URLs, and counts the limit in decoded bytes", () => {
    const data = Buffer.from("abcdef");
    expect(decodeBase64File({ data: data.toString("base64"), field: "f" }).equals(data)).toBe(true);
    expect(
      decodeBase64File({
        data: `data:application/pdf;base64,${data.toString("base64")}`,
        field: "f",
      }).equals(data),
    ).toBe(true);
    expect(
      decodeBase64File({ data: Buffer.alloc(10).toString("base64"), field: "f", maxBytes: 10 }),
    ).toHaveLength(10);
    expect(() =>
      decodeBase64File({ data: Buffer.alloc(11).toString("base64"), field: "f", maxBytes: 10 }),
    ).toThrow("file_too_large");
  });

  it("refuses text that is not base64", () => {
    expect(() => decodeBase64File({ data: "not base64!", field: "f" })).toThrow("file_invalid");
    expect(() => decodeBase64File({ data: "abc", field: "f" })).toThrow("file_invalid");
  });
});

describe("base64 edge cases", () => {
  it("accepts MIME line breaks and refuses stray characters that the decoder would skip", () => {
    const data = Buffer.alloc(300, 7);
    const wrapped = data.toString("base64").replace(/.{76}/g, "$&\r\n");
    expect(decodeBase64File({ data: wrapped, field: "f" }).equals(data)).toBe(true);
    const stray = `${data.toString("base64").slice(0, 396)}*AAA`;
    expect(() => decodeBase64File({ data: stray, field: "f" })).toThrow("file_invalid");
    expect(() => decodeBase64File({ data: "", field: "f" })).toThrow("file_required");
  });
});
