import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { isMediaKey, type MediaStorage } from "./storage";

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * Files under a folder (`$DATA_DIR/media` by default). Each file is written to a temporary name
 * and renamed into place, so a reader never sees half a file; with several instances the folder
 * must be shared storage (or use the S3 driver).
 */
export function createLocalStorage(root: string): MediaStorage {
  const full = (key: string) => {
    if (!isMediaKey(key)) throw new Error("invalid storage key");
    return path.join(root, ...key.split("/"));
  };
  return {
    driver: "local",
    async put(key, body) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, body, { mode: 0o640 });
      await rename(tmp, file);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = full(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const ext = key.slice(key.lastIndexOf(".") + 1);
        return {
          body: createReadStream(file),
          size: info.size,
          contentType: CONTENT_TYPES[ext] ?? null,
        };
      } catch {
        return null;
      }
    },
    async delete(keys) {
      await Promise.all(keys.filter(isMediaKey).map((k) => rm(full(k), { force: true })));
    },
    async exists(key) {
      if (!isMediaKey(key)) return false;
      return stat(full(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}
