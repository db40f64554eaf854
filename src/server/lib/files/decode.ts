import { MAX_UPLOAD_BYTES } from "../../../shared/platform/uploads";
import { AppError } from "../app-error";

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w=.+-]+)*;base64,/;

/**
 * Decodes a base64 upload (raw or a data URL) and enforces the size limit on the decoded
 * bytes. The decoded size is computed from the text first, so an oversized file is refused
 * without allocating its buffer. `field` names the form field in the error.
 */
export function decodeBase64File({
  data,
  field,
  maxBytes = MAX_UPLOAD_BYTES,
}: {
  data: string;
  field: string;
  maxBytes?: number;
}): Buffer {
  let text = data;
  const prefix = DATA_URL.exec(text.slice(0, 200));
  if (prefix) text = text.slice(prefix[0].length);
  if (text.length === 0)
    throw new AppError(422, "file_required", "submissions.fileRequired", {
      [field]: ["submissions.fileRequired"],
    });
  let result = tryDecode(text, maxBytes);
  // Line breaks are legal in MIME base64: drop whitespace once and try again.
  if (!Buffer.isBuffer(result) && /\s/.test(text))
    result = tryDecode(text.replace(/\s+/g, ""), maxBytes);
  if (result === "too_large") {
    throw new AppError(422, "file_too_large", "submissions.fileTooLarge", {
      [field]: ["submissions.fileTooLarge"],
    });
  }
  if (!Buffer.isBuffer(result))
    throw new AppError(422, "file_invalid", "submissions.fileInvalid", {
      [field]: ["submissions.fileInvalid"],
    });
  return result;
}

/**
 * Node's decoder skips characters outside the alphabet, so a clean text decodes to exactly the
 * size its length announces; comparing the two costs nothing, unlike a regular expression over
 * megabytes of text.
 */
function tryDecode(text: string, maxBytes: number): Buffer | "too_large" | "invalid" {
  if (text.length === 0 || text.length % 4 !== 0) return "invalid";
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const size = (text.length / 4) * 3 - padding;
  if (size > maxBytes) return "too_large";
  const buffer = Buffer.from(text, "base64");
  return buffer.length === size && !text.includes("-") && !text.includes("_") ? buffer : "invalid";
}
