import { useEffect, useState } from "react";
import { COOKIES_AGREED } from "../../../shared/session";
import { useT } from "../../lib/i18n";
import { Modal } from "../../components/ui/modal";

/** The cookie policy, shown once after the page is interactive until the visitor agrees. */
export function CookiesModal({ agreed }: { agreed: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (agreed || localStorage.getItem(COOKIES_AGREED) === "1") return;
    const timer = setTimeout(() => setOpen(true), 200);
    return () => clearTimeout(timer);
  }, [agreed]);

  const agree = () => {
    document.cookie = `${COOKIES_AGREED}=1; path=/; max-age=31536000; samesite=lax`;
    localStorage.setItem(COOKIES_AGREED, "1");
    setOpen(false);
  };

  return (
    // Escape only dismisses it for this page view; agreeing is what stops it from coming back.
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t("cookies.title")}
      size="sm"
      hideClose
    >
      <p className="leading-relaxed">{t("cookies.body")}</p>
      <button
        type="button"
        onClick={agree}
        data-autofocus
        className="mt-6 w-full rounded-xl bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800"
      >
        {t("cookies.agree")}
      </button>
    </Modal>
  );
}
