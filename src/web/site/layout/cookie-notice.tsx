import { useEffect, useId, useState } from "react";
import { COOKIES_AGREED } from "../../../shared/session";
import { useT } from "../../lib/i18n";
import { setPageNoticeOpen } from "../../lib/page-notice";

/**
 * The cookie policy (the site sets essential cookies only): a notice at the foot of the screen,
 * shown with the page until the visitor agrees. It blocks nothing: the page
 * stays usable and scrollable, focus is not moved or trapped (ADR 0052); carousels stand still
 * while it shows. The page keeps room below its footer so the notice never covers the end.
 */
export function CookieNotice({ agreed }: { agreed: boolean }) {
  const t = useT();
  const titleId = useId();
  // Drawn by the server with the page (whose cache keeps the agreement flag apart), so it paints
  // with the first screen instead of arriving after hydration as the page's largest paint.
  const [open, setOpen] = useState(!agreed);

  useEffect(() => {
    if (localStorage.getItem(COOKIES_AGREED) === "1") setOpen(false);
  }, []);

  useEffect(() => {
    setPageNoticeOpen(open);
    return () => setPageNoticeOpen(false);
  }, [open]);

  const agree = () => {
    document.cookie = `${COOKIES_AGREED}=1; path=/; max-age=31536000; samesite=lax`;
    localStorage.setItem(COOKIES_AGREED, "1");
    setOpen(false);
  };

  if (!open) return null;
  return (
    <>
      <div aria-hidden="true" className="h-40 sm:h-24" />
      <section
        aria-labelledby={titleId}
        data-testid="cookie-notice"
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-brand-700/20 bg-white p-4 text-ink shadow-xl sm:flex sm:items-center sm:gap-4"
      >
        <div className="flex-1">
          <h2 id={titleId} className="font-bold text-brand-800">
            {t("cookies.title")}
          </h2>
          <p className="mt-1 text-sm leading-relaxed">{t("cookies.body")}</p>
        </div>
        <button
          type="button"
          onClick={agree}
          className="mt-3 w-full shrink-0 rounded-xl bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800 sm:mt-0 sm:w-auto"
        >
          {t("cookies.agree")}
        </button>
      </section>
    </>
  );
}
