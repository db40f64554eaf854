/**
 * Pages are rendered complete on the server, so the browser needs nothing but the HTML, the
 * stylesheet, the fonts and the pictures to show them. Left as React Router writes it, the page
 * asks for its JavaScript (about 130 KB compressed) at once, in the document head, and on a phone
 * connection those files compete with the first screen's picture and fonts for the same bandwidth.
 *
 * `scriptsAfterPaint` rewrites a rendered page so its scripts start downloading once the browser
 * reports the first contentful paint (Paint Timing), or after `fallbackMs` where that is not
 * reported (a tab opened in the background paints only when shown):
 * - the `<link rel="modulepreload">` tags React hoists into the head are taken out and added back
 *   by the loader, so all module files are still fetched in parallel, only later;
 * - React Router's inline module script (the route modules and the client entry) becomes a
 *   classic inline script that holds the same code and inserts it as a module at that moment.
 *
 * Hydration is unaffected: an inline script element hydrates whatever its type and content, and
 * React adds back any missing modulepreload link itself (they are hoistable resources). A page
 * without those two markers (a change in React Router's output) is left exactly as it was.
 */
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline script (no "</script>", "<!--" or line separators). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function loader(hrefs: string[], code: string, fallbackMs: number): string {
  return (
    "(function(){var started=false;" +
    "function start(){if(started)return;started=true;" +
    `${inlineJson(hrefs)}.forEach(function(h){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)});' +
    'var s=document.createElement("script");s.type="module";' +
    `s.textContent=${inlineJson(code)};document.body.appendChild(s)}` +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
    "new PerformanceObserver(function(list,o){" +
    'if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}' +
    '}).observe({type:"paint",buffered:true});' +
    `setTimeout(start,${fallbackMs})}` +
    'catch(e){if(document.readyState==="loading")' +
    'document.addEventListener("DOMContentLoaded",start);else start()}})()'
  );
}

export function scriptsAfterPaint(html: string, fallbackMs = 3000): string {
  return rewrite(html, fallbackMs, () => true) ?? html;
}

const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * The same rewriting on the page's UTF-8 bytes, without decoding them: the bytes are read as
 * Latin-1 (one character per byte, so every byte comes back as it was) and the markers are
 * ASCII. The moved parts (module addresses and React Router's bootstrap code) are re-encoded
 * in JSON, which is only right for ASCII: a page where they are not is rewritten as text.
 */
export function scriptsAfterPaintBytes(page: Buffer, fallbackMs = 3000): Buffer {
  const rewritten = rewrite(
    page.toString("latin1"),
    fallbackMs,
    (hrefs, code) => !NOT_ASCII.test(code) && hrefs.every((h) => !NOT_ASCII.test(h)),
  );
  if (rewritten === null) return page;
  if (rewritten === undefined)
    return Buffer.from(scriptsAfterPaint(page.toString("utf8"), fallbackMs), "utf8");
  return Buffer.from(rewritten, "latin1");
}

/**
 * The rewritten page; null without the markers (left as it was); undefined when `safe` refuses
 * the moved parts.
 */
function rewrite(
  html: string,
  fallbackMs: number,
  safe: (hrefs: string[], code: string) => boolean,
): string | null | undefined {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return null;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULEPRELOAD, (_tag, href: string) => {
    const url = href.replace(/&amp;/g, "&");
    if (!hrefs.includes(url)) hrefs.push(url);
    return "";
  });
  const code = bootstrap[1] ?? "";
  if (!safe(hrefs, code)) return undefined;
  return withoutPreloads.replace(
    BOOTSTRAP,
    () => `<script>${loader(hrefs, code, fallbackMs)}</script>`,
  );
}
