import { PassThrough, Writable } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { LoadContext } from "../shared/api";

export const streamTimeout = 5_000;

/**
 * React Router's own server entry with one change: a Suspense boundary whose content is ready
 * when the page is written stays in place in the HTML. By default React moves a finished
 * boundary to the end of the document once the page so far passes 12.8 KB and reveals it with a
 * script, at most one batch every 300 ms; on Home that painted the match-day lead and slider
 * first, then each block below (and the footer) in turn, every reveal a new layout of the whole
 * page. Our boundaries (HydrateApart) exist only so that blocks hydrate in passes of their own,
 * which inline boundaries still do.
 */
const INLINE_FINISHED_BOUNDARIES = Number.MAX_SAFE_INTEGER;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: Partial<LoadContext>,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, as React Router's default entry does.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: INLINE_FINISHED_BOUNDARIES,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html");
          const whole = loadContext?.wholeDocument;
          if (whole) {
            // The server reads the page whole (production): its bytes are kept as React writes
            // them and handed over at the end, with the status the page had when it began. The
            // answer carries no body: the server sends `whole.bytes` (a body would copy the page
            // and wrap it in a web stream nobody reads).
            const status = responseStatusCode;
            const chunks: Uint8Array[] = [];
            const sink = new Writable({
              write(chunk: Uint8Array, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                const bytes = Buffer.concat(chunks);
                whole.bytes = bytes;
                resolve(new Response(null, { headers: responseHeaders, status }));
                callback();
              },
            });
            sink.on("error", reject);
            pipe(sink);
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
