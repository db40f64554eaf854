import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const EXTENSIONS: Record<string, string> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  jpeg: "jpg",
  png: "png",
  webp: "webp",
};

/** The uploads folder: under the data directory, which no static route serves. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * Writes an upload under a generated name (`<area>/<yyyy-mm>/<uuid>.<ext>`); the sender's file
 * name is never used on disk. Returns the relative name to record with the submission.
 */
export async function storeFile({
  dataDir,
  area,
  buffer,
  type,
}: {
  dataDir: string;
  area: string;
  buffer: Buffer;
  type: string;
}): Promise<string> {
  const month = new Date().toISOString().slice(0, 7);
  const relative = path.posix.join(area, month, `${randomUUID()}.${EXTENSIONS[type] ?? "bin"}`);
  const full = path.join(uploadsDir(dataDir), relative);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, buffer, { flag: "wx", mode: 0o640 });
  return relative;
}

/** Removes files written for a submission that was not saved after all. */
export async function removeFiles(dataDir: string, names: string[]): Promise<void> {
  await Promise.all(names.map((n) => rm(path.join(uploadsDir(dataDir), n), { force: true })));
}
