/** Each language's strings file in the browser build (see vite.config.ts, languageCatalogs). */
declare module "virtual:catalog-assets" {
  const urls: Partial<Record<"ar" | "en" | "es", string>>;
  export default urls;
}

/** The staff console's namespaces of one language (see vite.config.ts, languageCatalogs). */
declare module "virtual:catalog-console/*" {
  const strings: Partial<import("../shared/i18n/catalog-en").Catalog>;
  export = strings;
}
