import type { MetaDescriptor } from "react-router";
import { translate, type Lang, type MessageKey } from "../../../shared/i18n";
import type { SiteData } from "./site-data";

type MetaMatch = { id: string; data?: unknown } | undefined;

/** Title, description and social cards of a screen, with the club's name after the title. */
export function pageMeta(
  matches: MetaMatch[],
  title: string,
  extra?: { description?: string; image?: string; type?: string },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "site")?.data as SiteData | undefined;
  // An unknown language segment: the frame shows the 404 screen whatever screen matched.
  if (root?.notFound) {
    title = translate(root.lang, "notFound.title");
    extra = undefined;
  }
  const site = root?.settings?.AppName ?? "";
  const full = site && title !== site ? `${title} | ${site}` : title || site;
  const out: MetaDescriptor[] = [
    { title: full },
    { property: "og:title", content: title || site },
    { property: "og:site_name", content: site },
    { property: "og:type", content: extra?.type ?? "website" },
    { name: "twitter:card", content: extra?.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title || site },
  ];
  if (root)
    out.push({
      property: "og:locale",
      content: { ar: "ar_SA", en: "en_US", es: "es_ES" }[root.lang],
    });
  if (extra?.description) {
    out.push(
      { name: "description", content: extra.description },
      { property: "og:description", content: extra.description },
      { name: "twitter:description", content: extra.description },
    );
  }
  if (extra?.image) {
    const image = root ? new URL(extra.image, root.origin).href : extra.image;
    out.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  return out;
}

/** The usual meta of a screen whose title is a catalog entry. */
export function screenMeta(matches: MetaMatch[], key: MessageKey, descriptionKey?: MessageKey) {
  const root = matches.find((m) => m?.id === "site")?.data as SiteData | undefined;
  const lang: Lang = root?.lang ?? "ar";
  return pageMeta(matches, translate(lang, key), {
    description: descriptionKey ? translate(lang, descriptionKey) : undefined,
  });
}
