import { fileTypeFromBuffer } from "file-type";
import yauzl from "yauzl";
import type { DocumentType, ImageType } from "../../../shared/platform/uploads";

export type SniffedType = DocumentType | ImageType;

/**
 * What a file's content says it is. `type` null: not a kind the site accepts (an executable,
 * an HTML page, a spreadsheet, unknown bytes). `sound` false: the signature says one of our
 * kinds but the structure does not hold (a truncated PDF, a macro-enabled or damaged DOCX).
 */
export type Sniffed = { type: SniffedType | null; sound: boolean };

const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/** A DOCX's parts, whatever their compressed size, may not add up to more than this. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;
/** ... nor number more than this (Word writes a few dozen; thousands is a zip bomb's shape). */
export const DOCX_MAX_ENTRIES = 2000;

/**
 * Parts a CV or evidence document never needs, and that carry code: VBA macros, ActiveX
 * controls, embedded OLE packages (which wrap any program), and executables or scripts by name.
 */
const FORBIDDEN_PART =
  /(?:^|\/)vbaProject\.bin$|(?:^|\/)vbaData\.xml$|^word\/activeX\/|^word\/embeddings\/.*\.bin$|\.(?:exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|sh|app|dmg|iso)$/i;

/**
 * PDF structure: the header at byte 0, and at the end the `startxref` offset followed by
 * `%%EOF`, pointing at a cross-reference table (`xref`) or a cross-reference stream
 * (`N G obj << /Type /XRef ...`). Readers repair worse; a CV upload need not.
 */
export function isWholePdf(buf: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(buf.toString("latin1", 0, 8))) return false;
  // Writers may leave some bytes (a newline, padding) after the last %%EOF.
  const tail = buf.toString("latin1", Math.max(0, buf.length - 2048));
  const trailers = [...tail.matchAll(/startxref\s+(\d{1,12})\s+%%EOF/g)];
  const last = trailers.at(-1);
  if (!last) return false;
  const offset = Number(last[1]);
  if (!Number.isSafeInteger(offset) || offset < 9 || offset >= buf.length) return false;
  const at = buf.toString("latin1", offset, Math.min(buf.length, offset + 4096));
  if (/^\s*xref\s/.test(at)) return true;
  const head = /^\s*\d+\s+\d+\s+obj\s*<<([\s\S]*?)(?:stream|endobj)/.exec(at);
  return !!head && /\/Type\s*\/XRef\b/.test(head[1]!);
}

function zipEntries(buf: Buffer): Promise<Array<{ name: string; size: number }> | null> {
  return new Promise((resolve) => {
    // Only the central directory is read: nothing is inflated, whatever the entries claim.
    yauzl.fromBuffer(
      buf,
      { lazyEntries: true, decodeStrings: true, strictFileNames: true },
      (error, zip) => {
        if (error || !zip) return resolve(null);
        if (zip.entryCount > DOCX_MAX_ENTRIES) {
          zip.close();
          return resolve(null);
        }
        const entries: Array<{ name: string; size: number }> = [];
        zip.on("entry", (entry: yauzl.Entry) => {
          entries.push({ name: entry.fileName, size: entry.uncompressedSize });
          zip.readEntry();
        });
        zip.on("end", () => resolve(entries));
        zip.on("error", () => resolve(null));
        zip.readEntry();
      },
    );
  });
}

/**
 * DOCX structure from the zip's central directory: `[Content_Types].xml` and
 * `word/document.xml` present, no macro, ActiveX, OLE package or executable part, and a
 * bounded number and total uncompressed size of parts.
 */
export async function isCleanDocx(buf: Buffer): Promise<boolean> {
  const entries = await zipEntries(buf);
  if (!entries) return false;
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml") || !names.has("word/document.xml")) return false;
  if (entries.some((e) => FORBIDDEN_PART.test(e.name))) return false;
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  return total <= DOCX_MAX_UNCOMPRESSED_BYTES;
}

/**
 * The type of a file judged by its content, never by its name. The first step is the `file-type`
 * detector, which reads signatures at their fixed offsets (so an executable or an HTML page with
 * "%PDF-" somewhere inside is what it is); then the accepted kinds are checked for structure:
 * PDF (`isWholePdf`), DOCX (`isCleanDocx`), DOC (an OLE2 compound file holding a WordDocument
 * stream). JPEG, PNG and WebP are decoded and re-encoded later (`reencodeImage`).
 */
export async function sniffFile(buf: Buffer): Promise<Sniffed> {
  const detected = await fileTypeFromBuffer(buf).catch(() => undefined);
  switch (detected?.ext) {
    case "pdf":
      return { type: "pdf", sound: isWholePdf(buf) };
    case "docx":
      return { type: "docx", sound: await isCleanDocx(buf) };
    case "cfb":
      // Other compound files (Excel 97, MSI installers) are not documents we take.
      return buf.includes(WORD_STREAM)
        ? { type: "doc", sound: true }
        : { type: null, sound: false };
    case "jpg":
      return { type: "jpeg", sound: true };
    case "png":
      return { type: "png", sound: true };
    case "webp":
      return { type: "webp", sound: true };
    default:
      return { type: null, sound: false };
  }
}
