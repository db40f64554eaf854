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

/** The AWS SDK and a client for the options, loaded on the first call (it is heavy to import). */
async function connect(options: S3Options) {
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
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
  return { sdk, client };
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK. Checksums are only sent where the
 * API requires them, so servers that do not implement the newer checksum headers still work.
 * The SDK is loaded when the storage is first used, not when the server starts.
 */
export function createS3Storage(options: S3Options): MediaStorage {
  let connection: ReturnType<typeof connect> | undefined;
  const s3 = () => (connection ??= connect(options));
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    if (!isMediaKey(key)) throw new Error("invalid storage key");
    return `${options.prefix}${key}`;
  };
  return {
    driver: "s3",
    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await s3();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
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
      const { sdk, client } = await s3();
      await Promise.all(
        keys
          .filter(isMediaKey)
          .map((k) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(k) }))),
      );
    },
    async exists(key) {
      if (!isMediaKey(key)) return false;
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
