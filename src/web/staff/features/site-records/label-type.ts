import { useT } from "../../../lib/i18n";

/** A label kind's name: a known kind in the console's language, any other as stored. */
export function useLabelType() {
  const t = useT();
  return (type: string) => (type === "news_category" ? t("cms.label.types.news_category") : type);
}
