/** Each language's strings file in the browser build (see vite.config.ts, languageCatalogs). */
declare module "virtual:catalog-assets" {
  const urls: Partial<Record<"ar" | "en" | "es", string>>;
  export default urls;
}
