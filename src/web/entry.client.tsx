import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureCatalog, parseLang } from "../shared/i18n";

// Only the page's language travels to the browser (its file is listed with the page's other
// modules and fetched alongside them); the page is already painted from the server's HTML, so
// hydration simply waits for the strings.
// The server decided the page's language (the address on the public site, the staff member's
// choice in the console) and wrote it on <html lang>.
// A block written in another language (the console's previews, marked data-catalog) waits for its
// strings as well.
const langs = [document.documentElement.lang].concat(
  Array.from(document.querySelectorAll<HTMLElement>("[data-catalog]"), (e) => e.dataset.catalog!),
);
void Promise.all(langs.map((l) => ensureCatalog(parseLang(l)))).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
