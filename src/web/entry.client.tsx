import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureCatalog } from "../shared/i18n";
import { langFromPath } from "./lib/i18n";

// Only the page's language travels to the browser (its file is listed with the page's other
// modules and fetched alongside them); the page is already painted from the server's HTML, so
// hydration simply waits for the strings.
void ensureCatalog(langFromPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
