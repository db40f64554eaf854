import { z } from "zod";

/** Largest accepted upload, measured after decoding the base64 (spec section 9: 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Characters of base64 (plus a data-URL prefix) that can at most hold MAX_UPLOAD_BYTES. */
export const MAX_UPLOAD_BASE64_CHARS = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 100;

export const DOCUMENT_TYPES = ["pdf", "doc", "docx"] as const;
export const IMAGE_TYPES = ["jpeg", "png", "webp"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type ImageType = (typeof IMAGE_TYPES)[number];

/** What the file inputs of the forms accept (the server decides by content, not by name). */
export const DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const EVIDENCE_ACCEPT = `${DOCUMENT_ACCEPT},${IMAGE_ACCEPT}`;

/**
 * An uploaded file as the spec sends it: `{ ext, file }` where `file` is base64, optionally
 * as a data URL. `ext` is only a hint; the content decides the type.
 */
export const base64File = (
  requiredKey: "submissions.cvRequired" | "submissions.fileRequired" | "submissions.photoRequired",
) =>
  z.object(
    {
      ext: z.string().trim().max(10).optional(),
      file: z
        .string({ error: requiredKey })
        .min(1, requiredKey)
        .max(MAX_UPLOAD_BASE64_CHARS, "submissions.fileTooLarge"),
    },
    { error: requiredKey },
  );

export type Base64File = { ext?: string; file: string };
