import { useEffect } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { Outlet, useHref, useMatches, useNavigate } from "react-router";
import { useLang, useT } from "../../lib/i18n";
import { StaffHeader } from "../layout/staff-header";

/**
 * The staff console's frame around every console screen (registered in staff/routes.ts): React
 * Aria speaks the console's language (and direction) and navigates with the router. Signed-in
 * screens bring their own header and navigation (staff-shell.tsx); the sign-in pages and the
 * console's 404 get the plain one.
 */
export default function StaffFrame() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const inShell = useMatches().some((m) => m.id === "staff-shell");
  // Marks the page interactive (used by browser tests before they type or click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <I18nProvider locale={lang === "ar" ? "ar-SA" : lang === "es" ? "es-ES" : "en-GB"}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-brand-800"
        >
          {t("app.skipToContent")}
        </a>
        {inShell ? (
          <Outlet />
        ) : (
          <>
            <StaffHeader />
            <main id="main" tabIndex={-1} className="mx-auto min-h-[60vh] max-w-7xl px-4 py-8">
              <Outlet />
            </main>
          </>
        )}
      </RouterProvider>
    </I18nProvider>
  );
}
