import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AppError } from "../../lib/app-error";

/** Where avatars live: under DATA_DIR, never inside a folder the web server serves. */
export function avatarDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "avatars");
}

const invalid = () =>
  new AppError(422, "avatar_invalid", "identity.avatarInvalid", {
    avatar_base64: ["identity.avatarInvalid"],
  });
const tooLarge = () =>
  new AppError(413, "avatar_too_large", "identity.avatarTooLarge", {
    avatar_base64: ["identity.avatarTooLarge"],
  });

/** The format the bytes really are, whatever name or data-URL type they came with. */
export function sniffImage(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "png";
  }
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

/**
 * Decodes a data URL or bare base64 picture, checks it is really JPEG, PNG or WebP and no larger
 * than `maxBytes`, and re-encodes it as a WebP of at most 240 x 300 (twice the 120 x 150 guidance, for sharp screens):
 * EXIF orientation applied, every metadata block (location, camera, comments) dropped.
 */
export async function processAvatar(input: string, maxBytes: number): Promise<Buffer> {
  const m = /^data:([\w/+.-]+);base64,(.*)$/s.exec(input.trim());
  const base64 = (m ? m[2]! : input).replace(/\s/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) throw invalid();
  if (Math.floor((base64.length * 3) / 4) > maxBytes + 3) throw tooLarge();
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > maxBytes) throw tooLarge();
  const kind = sniffImage(bytes);
  if (!kind) throw invalid();
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== kind) throw invalid();
    return await image
      .rotate()
      .resize(240, 300, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
}

/** Writes a processed avatar and returns its file name (random: never guessable from the member). */
export async function storeAvatar(
  dataDir: string,
  memberId: number,
  webp: Buffer,
): Promise<string> {
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o750 });
  const name = `${memberId}-${randomBytes(12).toString("hex")}.webp`;
  await writeFile(path.join(dir, name), webp, { mode: 0o640 });
  return name;
}

export async function removeAvatar(
  dataDir: string,
  file: string | null | undefined,
): Promise<void> {
  if (!file || !/^[\w-]+\.webp$/.test(file)) return;
  const where = path.join(avatarDir(dataDir), file);
  forget(where);
  await rm(where, { force: true });
}

/**
 * Avatars as data URLs, by file, with the size and modification time they were read at: every
 * member page carries its member's avatar, and reading and encoding the file each time cost
 * four file-system calls and a new string of about 20 KB per page. A look-up still checks the
 * file (one `stat`), so a file replaced or removed behind the server's back is read again or
 * answered as missing, exactly as without the record. Bounded by the length of the texts kept;
 * the least recently read go first.
 */
const kept = new Map<string, { size: number; mtimeMs: number; url: string }>();
/** At most this many characters of data URLs are kept (about 8 MB; an avatar is 10-40 KB). */
export const AVATAR_CHARS_KEPT = 8 * 1024 * 1024;
let keptChars = 0;

function forget(where: string): void {
  const old = kept.get(where);
  if (!old) return;
  kept.delete(where);
  keptChars -= old.url.length;
}

function keep(where: string, entry: { size: number; mtimeMs: number; url: string }): void {
  forget(where);
  if (entry.url.length > AVATAR_CHARS_KEPT) return;
  for (const [key, value] of kept) {
    if (keptChars + entry.url.length <= AVATAR_CHARS_KEPT) break;
    kept.delete(key);
    keptChars -= value.url.length;
  }
  kept.set(where, entry);
  keptChars += entry.url.length;
}

/** How many avatars and data-URL characters are kept (tests). */
export function avatarsKept(): { files: number; chars: number } {
  return { files: kept.size, chars: keptChars };
}

/** The stored avatar as a data URL, or null when there is none (or its file went missing). */
export async function readAvatar(
  dataDir: string,
  file: string | null | undefined,
): Promise<string | null> {
  if (!file || !/^[\w-]+\.webp$/.test(file)) return null;
  const where = path.join(avatarDir(dataDir), file);
  try {
    const now = await stat(where);
    const known = kept.get(where);
    if (known && known.size === now.size && known.mtimeMs === now.mtimeMs) {
      // Most recently read last: the bound drops the ones read longest ago.
      kept.delete(where);
      kept.set(where, known);
      return known.url;
    }
    const bytes = await readFile(where);
    const url = `data:image/webp;base64,${bytes.toString("base64")}`;
    // Kept only when the file did not change while it was read.
    if (bytes.length === now.size) keep(where, { size: now.size, mtimeMs: now.mtimeMs, url });
    return url;
  } catch {
    forget(where);
    return null;
  }
}
