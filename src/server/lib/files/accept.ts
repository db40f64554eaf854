import type { Base64File, DocumentType, ImageType } from "../../../shared/platform/uploads";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "../../../shared/platform/uploads";
import { AppError } from "../app-error";
import { decodeBase64File } from "./decode";
import { reencodeImage } from "./images";
import { sniffFile } from "./sniff";

export type AcceptedFile = { buffer: Buffer; type: DocumentType | ImageType; size: number };

const isImage = (type: string): type is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(type);

/**
 * Decodes one upload and checks its content against the kinds a field accepts:
 * "document" (PDF, DOC, DOCX), "image" (JPEG, PNG, WebP) or "evidence" (either).
 * A type the field does not take is refused with 'unsupported file format', whatever its name
 * says; a document whose structure does not hold (truncated, macros, programs inside) with
 * `document_invalid`; a picture that does not decode with `image_invalid`. Pictures come back
 * re-encoded without their metadata, and that is what gets stored.
 */
export async function acceptUpload({
  upload,
  field,
  kind,
}: {
  upload: Base64File;
  field: string;
  kind: "document" | "image" | "evidence";
}): Promise<AcceptedFile> {
  const buffer = decodeBase64File({ data: upload.file, field });
  const { type, sound } = await sniffFile(buffer);
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
  if (!sound)
    throw new AppError(422, "document_invalid", "submissions.documentInvalid", {
      [field]: ["submissions.documentInvalid"],
    });
  if (!isImage(type)) return { buffer, type, size: buffer.length };
  const clean = await reencodeImage(buffer, type);
  if (!clean)
    throw new AppError(422, "image_invalid", "submissions.imageInvalid", {
      [field]: ["submissions.imageInvalid"],
    });
  return { buffer: clean, type, size: clean.length };
}
