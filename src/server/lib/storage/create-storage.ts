import path from "node:path";
import type { Env } from "../../env";
import { createLocalStorage } from "./local-driver";
import { createS3Storage } from "./s3-driver";
import type { MediaStorage } from "./storage";

/** The media storage the environment asks for: S3 when S3_BUCKET is set, else local files. */
export function createMediaStorage(env: Env): MediaStorage {
  const s3 = env.media.s3;
  if (s3.bucket) return createS3Storage(s3);
  return createLocalStorage(path.join(env.dataDir, "media"));
}
