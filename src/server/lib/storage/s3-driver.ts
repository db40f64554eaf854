import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { isMediaKey, type MediaStorage } from "./storage";

export type S3Options = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Garage, Ceph, R2...); empty for AWS itself. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several sites (`club/`). */
  prefix: string;
};

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK. Checksums are only sent where the
 * API requires them, so servers that do not implement the newer checksum headers still work.
 */
export function createS3Storage(options: S3Options): MediaStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    if (!isMediaKey(key)) throw new Error("invalid storage key");
    return `${options.prefix}${key}`;
  };
  return {
    driver: "s3",
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          size: out.ContentLength ?? null,
          contentType: out.ContentType ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      // One call per key: DeleteObjects needs a Content-MD5 that some compatible servers reject.
      await Promise.all(
        keys
          .filter(isMediaKey)
          .map((k) => client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(k) }))),
      );
    },
    async exists(key) {
      if (!isMediaKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
