import { MAX_UPLOAD_BYTES } from "../../../shared/schemas/uploads";
import { AppError } from "../app-error";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
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
  const prefix = DATA_URL.exec(text);
  if (prefix) text = text.slice(prefix[0].length);
  // Line breaks are legal in MIME base64; nothing else is.
  if (/\s/.test(text)) text = text.replace(/\s+/g, "");
  if (text.length === 0)
    throw new AppError(422, "file_required", "forms.fileRequired", {
      [field]: ["forms.fileRequired"],
    });
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new AppError(422, "file_invalid", "forms.fileInvalid", {
      [field]: ["forms.fileInvalid"],
    });
  }
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const size = (text.length / 4) * 3 - padding;
  if (size > maxBytes) {
    throw new AppError(422, "file_too_large", "forms.fileTooLarge", {
      [field]: ["forms.fileTooLarge"],
    });
  }
  return Buffer.from(text, "base64");
}
