import type { DocumentType, ImageType } from "../../../shared/platform/uploads";

export type SniffedType = DocumentType | ImageType;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

const startsWith = (buf: Buffer, sig: Buffer | string, at = 0) => {
  const b = typeof sig === "string" ? Buffer.from(sig, "latin1") : sig;
  return buf.length >= at + b.length && buf.subarray(at, at + b.length).equals(b);
};

/** Names of the entries in a zip's central directory, or null when it is not a readable zip. */
export function zipEntryNames(buf: Buffer): string[] | null {
  if (!startsWith(buf, "PK\x03\x04")) return null;
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > buf.length) return null;
    names.push(buf.subarray(offset + 46, offset + 46 + nameLength).toString("utf8"));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The type of a file judged by its content, never by its name: PDF, Word 97-2003 (an OLE2
 * compound file holding a WordDocument stream), Word 2007+ (a zip with [Content_Types].xml
 * and word/ parts), JPEG, PNG or WebP. Anything else is null.
 */
export function sniffFileType(buf: Buffer): SniffedType | null {
  if (buf.length < 8) return null;
  // PDF readers accept the header anywhere in the first kilobyte.
  if (buf.subarray(0, 1024).includes("%PDF-", 0, "latin1")) return "pdf";
  if (startsWith(buf, OLE2)) return buf.includes(WORD_STREAM) ? "doc" : null;
  if (startsWith(buf, "PK\x03\x04")) {
    const names = zipEntryNames(buf);
    if (names && names.includes("[Content_Types].xml") && names.some((n) => n.startsWith("word/")))
      return "docx";
    return null;
  }
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (startsWith(buf, PNG)) return "png";
  if (startsWith(buf, "RIFF") && startsWith(buf, "WEBP", 8)) return "webp";
  return null;
}
