import { describe, expect, it } from "vitest";
import { decodeBase64File } from "../../src/server/lib/files/decode";
import { sniffFileType } from "../../src/server/lib/files/sniff";
import {
  executableBytes,
  makeDoc,
  makeDocx,
  makePdf,
  makePng,
  makeXlsx,
  makeZip,
} from "../helpers/files";

describe("file type by content", () => {
  it("recognises PDF, DOC, DOCX and images whatever their names", () => {
    expect(sniffFileType(makePdf())).toBe("pdf");
    expect(sniffFileType(makeDoc())).toBe("doc");
    expect(sniffFileType(makeDocx())).toBe("docx");
    expect(sniffFileType(makePng())).toBe("png");
    expect(
      sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
    ).toBe("jpeg");
    expect(sniffFileType(Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("webp");
  });

  it("refuses executables, other zips and OLE2 files that are not Word", () => {
    expect(sniffFileType(executableBytes())).toBeNull();
    expect(sniffFileType(makeXlsx())).toBeNull();
    expect(sniffFileType(makeZip([{ name: "word/document.xml", data: "<x/>" }]))).toBeNull();
    const notWord = makeDoc();
    notWord.write("Workbook\0\0\0\0", 512 * 2 + 128, "utf16le");
    expect(sniffFileType(notWord)).toBeNull();
    expect(sniffFileType(Buffer.from("hello world"))).toBeNull();
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
