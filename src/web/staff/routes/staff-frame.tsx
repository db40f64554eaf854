import { useEffect } from "react";
import { Outlet } from "react-router";
import { useT } from "../../lib/i18n";
import { StaffHeader } from "../layout/staff-header";

/** The staff console's frame around every console screen (registered in staff/routes.ts). */
export default function StaffFrame() {
  const t = useT();
  // Marks the page interactive (used by browser tests before they type or click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-brand-800"
      >
        {t("app.skipToContent")}
      </a>
      <StaffHeader />
      <main id="main" tabIndex={-1} className="mx-auto min-h-[60vh] max-w-7xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}
