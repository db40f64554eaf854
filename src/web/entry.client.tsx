import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureCatalog, parseLang } from "../shared/i18n";
import { isStaffPath } from "./lib/i18n";

// Only the page's language travels to the browser (its file is listed with the page's other
// modules and fetched alongside them); the page is already painted from the server's HTML, so
// hydration simply waits for the strings.
// The server decided the page's language (the address on the public site, the staff member's
// choice in the console) and wrote it on <html lang>.
// The console's own strings come with it on its pages only. A block written in another language
// (the console's previews, marked data-catalog) waits for that language's site strings as well,
// loaded after the page's own so the two never write the same catalog at once.
const others = Array.from(document.querySelectorAll<HTMLElement>("[data-catalog]"), (e) =>
  parseLang(e.dataset.catalog!),
);
void ensureCatalog(parseLang(document.documentElement.lang), isStaffPath(window.location.pathname))
  .then(() => Promise.all(others.map((l) => ensureCatalog(l))))
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
