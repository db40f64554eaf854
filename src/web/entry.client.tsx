import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { adoptPageStrings, ensureCatalog, PAGE_STRINGS_ID, parseLang } from "../shared/i18n";
import { isStaffPath } from "./lib/i18n";

// The server decided the page's language (the address on the public site, the staff member's
// choice in the console) and wrote it on <html lang>.
// A public page carries the messages it was rendered with (root.tsx, PageStrings): it hydrates
// with those, and the language's whole catalog follows when the browser is idle (or sooner, at
// the first message the page lacks, or before a navigation). The console loads its language's
// whole catalog and its own strings before hydrating. A block written in another language (the
// console's previews, marked data-catalog) waits for that language's site strings as well,
// loaded after the page's own so the two never write the same catalog at once.
const lang = parseLang(document.documentElement.lang);
const staff = isStaffPath(window.location.pathname);
const sent = staff ? null : document.getElementById(PAGE_STRINGS_ID)?.textContent;
let pageStrings: Record<string, unknown> | null = null;
try {
  pageStrings = sent ? (JSON.parse(sent) as Record<string, unknown>) : null;
} catch {
  pageStrings = null;
}
if (pageStrings) adoptPageStrings(lang, pageStrings);

const others = Array.from(document.querySelectorAll<HTMLElement>("[data-catalog]"), (e) =>
  parseLang(e.dataset.catalog!),
);
void (pageStrings ? Promise.resolve() : ensureCatalog(lang, staff))
  .then(() => Promise.all(others.map((l) => ensureCatalog(l))))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    if (pageStrings) {
      const whole = () => void ensureCatalog(lang);
      if ("requestIdleCallback" in window) requestIdleCallback(whole, { timeout: 3000 });
      else setTimeout(whole, 1500);
    }
  });
