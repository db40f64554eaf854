import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "../../lib/i18n";

/**
 * Logo and message while the next screen's data loads. Hidden for quick navigations (under
 * 150 ms), for screens flagged noLoader, and for same-screen changes such as filters.
 */
type LoadingScreenProps = { logo: string; noLoaderPaths: (p: string) => boolean };

export function LoadingScreen({ logo, noLoaderPaths }: LoadingScreenProps) {
  const navigation = useNavigation();
  const t = useT();
  const [visible, setVisible] = useState(false);
  const loading = navigation.state === "loading" && !noLoaderPaths(navigation.location.pathname);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90 backdrop-blur-sm"
    >
      <img src={logo} alt="" width={72} height={84} className="animate-pulse" />
      <p className="font-bold text-brand-800">{t("app.loading")}</p>
    </div>
  );
}
