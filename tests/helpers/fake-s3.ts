import http from "node:http";
import type { AddressInfo } from "node:net";

export type S3Request = { method: string; path: string; authorized: boolean; contentType?: string };

/**
 * A test double of the S3 API (path-style addressing): PutObject, GetObject, HeadObject and
 * DeleteObject on one bucket, objects kept in memory. It checks that each request is signed
 * (AWS Signature V4 `Authorization` header with the expected access key) and answers S3's
 * `NoSuchKey` XML error for a missing object, which is what the SDK parses.
 */
export async function startFakeS3({
  bucket,
  accessKeyId,
}: {
  bucket: string;
  accessKeyId: string;
}): Promise<{
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string }>;
  requests: S3Request[];
  close: () => Promise<void>;
}> {
  const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
  const requests: S3Request[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const auth = String(req.headers.authorization ?? "");
      const authorized =
        auth.startsWith("AWS4-HMAC-SHA256 ") && auth.includes(`Credential=${accessKeyId}/`);
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        authorized,
        contentType: req.headers["content-type"],
      });
      if (!authorized) {
        res.writeHead(403, { "content-type": "application/xml" });
        return res.end(`<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>`);
      }
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) {
        res.writeHead(404, { "content-type": "application/xml" });
        return res.end(`<?xml version="1.0"?><Error><Code>NoSuchBucket</Code></Error>`);
      }
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      const found = objects.get(key);
      switch (req.method) {
        case "PUT":
          objects.set(key, {
            body: Buffer.concat(chunks),
            contentType: String(req.headers["content-type"] ?? ""),
            cacheControl: String(req.headers["cache-control"] ?? ""),
          });
          res.writeHead(200, { etag: '"fake"' });
          return res.end();
        case "GET":
        case "HEAD":
          if (!found) {
            res.writeHead(404, { "content-type": "application/xml" });
            return res.end(
              req.method === "HEAD"
                ? undefined
                : `<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
            );
          }
          res.writeHead(200, {
            "content-type": found.contentType,
            "content-length": String(found.body.length),
            etag: '"fake"',
          });
          return res.end(req.method === "HEAD" ? undefined : found.body);
        case "DELETE":
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          res.writeHead(405);
          return res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
