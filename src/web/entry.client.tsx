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
// The console's own strings come with it on its pages only.
void ensureCatalog(
  parseLang(document.documentElement.lang),
  isStaffPath(window.location.pathname),
).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
