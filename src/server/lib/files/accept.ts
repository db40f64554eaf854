import type { Base64File, DocumentType, ImageType } from "../../../shared/platform/uploads";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "../../../shared/platform/uploads";
import { AppError } from "../app-error";
import { decodeBase64File } from "./decode";
import { sniffFileType } from "./sniff";

export type AcceptedFile = { buffer: Buffer; type: DocumentType | ImageType; size: number };

/**
 * Decodes one upload and checks its content against the kinds a field accepts:
 * "document" (PDF, DOC, DOCX), "image" (JPEG, PNG, WebP) or "evidence" (either).
 * Anything else is refused with 'unsupported file format', whatever its name says.
 */
export function acceptUpload({
  upload,
  field,
  kind,
}: {
  upload: Base64File;
  field: string;
  kind: "document" | "image" | "evidence";
}): AcceptedFile {
  const buffer = decodeBase64File({ data: upload.file, field });
  const type = sniffFileType(buffer);
  const allowed: readonly string[] =
    kind === "document"
      ? DOCUMENT_TYPES
      : kind === "image"
        ? IMAGE_TYPES
        : [...DOCUMENT_TYPES, ...IMAGE_TYPES];
  if (!type || !allowed.includes(type)) {
    const key = kind === "image" ? "submissions.imageUnsupported" : "submissions.fileUnsupported";
    throw new AppError(422, "unsupported_file_format", key, { [field]: [key] });
  }
  return { buffer, type, size: buffer.length };
}
